import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Under the page's heading: the property in the link is not one we list (a malformed or unknown id). */
export function PropertyNotFound() {
  const { t } = useTranslation('orders');
  return (
    <div className="flex flex-col items-start gap-3">
      <h2 className="text-xl font-semibold text-ink">{t('ordering.propertyNotFound')}</h2>
      <p className="text-muted">{t('ordering.propertyNotFoundLead')}</p>
      <Link to="/results" className="font-semibold text-primary underline">
        {t('ordering.searchProperties')}
      </Link>
    </div>
  );
}
