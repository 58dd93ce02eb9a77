import { useTranslation } from 'react-i18next';
import { MORTGAGE_TOPICS } from '../../../lib/mortgage/mortgage-topics';
import { mortgageUrl } from './footer-links';
import { LinkColumn } from './link-column';

/** Mortgage Overview, Get Pre-Qualified, Mortgage Rates, Refinance Rates, Mortgage Calculator. */
export function MortgageColumn() {
  const { t } = useTranslation('footer');
  const links = MORTGAGE_TOPICS.map((topic) => ({ key: topic, label: t(`mortgage.topics.${topic}`), to: mortgageUrl(topic) }));
  return <LinkColumn title={t('mortgage.title')} links={links} />;
}
