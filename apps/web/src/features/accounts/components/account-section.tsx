import type { TAccount } from '@app/shared/accounts/account.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { Spinner } from '../../../ui/spinner';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useAccount } from '../../../lib/session/get-account';
import { AccountTabs } from './account-tabs';

type AccountSectionProps = {
  title: string;
  /** The section's content, drawn once the account is at hand. */
  children(account: TAccount): ReactNode;
};

/** The frame of an account section in the dashboard: its heading, the section tabs, then the content. */
export function AccountSection({ title, children }: AccountSectionProps) {
  const { t } = useTranslation('accounts');
  const { data: account, error } = useAccount();
  useDocumentTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      <AccountTabs />
      {account ? (
        children(account)
      ) : error ? (
        <FormAlert message={error.message} />
      ) : (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('status.loadingAccount')}
        </p>
      )}
    </div>
  );
}
