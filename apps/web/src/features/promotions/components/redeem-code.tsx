import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { useRedeemBogoCode } from '../api/redeem-bogo-code';
import { SignInPrompt } from './sign-in-prompt';

const LINK = 'font-semibold text-primary-dark underline';

/**
 * An available code: a visitor signs up or logs in first; a signed-in person redeems it. The
 * server decides who is new ('Sorry, this promotion only applies for new users.').
 */
export function RedeemCode({ code }: { code: string }) {
  const { t } = useTranslation('promotions');
  const session = useSession();
  const redeem = useRedeemBogoCode(code);
  if (session.status === 'loading') return null;
  if (!session.signedIn) return <SignInPrompt message={t('redeem.signIn')} />;
  if (redeem.isSuccess) {
    return (
      <div role="status" className="flex flex-col gap-2 rounded-xl bg-green-50 p-4 text-green-900">
        <p className="font-bold">{t('redeem.done')}</p>
        {session.professional ? (
          <Link to="/dashboard/professional/membership" className={LINK}>
            {t('redeem.toMembership')}
          </Link>
        ) : (
          <>
            <p>{t('redeem.completeProfile')}</p>
            <Link to="/professional/register" className={LINK}>
              {t('redeem.toRegister')}
            </Link>
          </>
        )}
      </div>
    );
  }
  return (
    <div className="flex flex-col items-start gap-3">
      <p className="text-ink">{t('redeem.lead')}</p>
      <div aria-live="polite" className="w-full">
        {redeem.error && <FormAlert message={redeem.error.message} />}
      </div>
      <Button onClick={() => redeem.mutate()} loading={redeem.isPending}>
        {t('redeem.button')}
      </Button>
    </div>
  );
}
