import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** "← My properties": the way back from a listing's overview or a community. */
export function BackLink() {
  const { t } = useTranslation('myListings');
  return (
    <Link
      to="/dashboard/listings/u"
      className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-semibold text-primary-dark hover:underline"
    >
      <span aria-hidden="true">←</span>
      {t('back')}
    </Link>
  );
}
