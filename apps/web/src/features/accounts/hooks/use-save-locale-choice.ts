import type { TAccount } from '@app/shared/accounts/account.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { findLocale } from '../../../lib/i18n/locales';
import { useSessionStore } from '../../../lib/session/session-store';
import { accountQueryKey } from '../../../lib/session/get-account';
import { useUpdateAccount } from '../../../lib/session/update-account';

/**
 * When a signed-in person switches the interface language (navbar, footer or settings), the
 * choice is saved on the account so mails follow it. A failed save changes nothing on screen.
 */
export function useSaveLocaleChoice() {
  const { i18n } = useTranslation();
  const queryClient = useQueryClient();
  const { mutate } = useUpdateAccount();
  useEffect(() => {
    const onChange = (language: string) => {
      const locale = findLocale(language)?.id;
      const account = queryClient.getQueryData<TAccount>(accountQueryKey);
      if (!locale || !account || useSessionStore.getState().status !== 'signed-in') return;
      if (account.profile.locale !== locale) mutate({ locale });
    };
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n, queryClient, mutate]);
}
