import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CONTACT_DETAILS } from '../data/pages';

const LINK = 'font-medium text-primary-dark underline underline-offset-4 hover:text-primary';

/** How to reach the support team directly: email, phone, office and opening hours. */
export function ContactDetails() {
  const { t } = useTranslation('contact');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-2xl bg-surface p-6">
      <h2 id={headingId} className="text-2xl font-bold text-ink">
        {t('details.title')}
      </h2>
      <p className="text-ink/90">{t('details.intro')}</p>
      <dl className="grid gap-4">
        <div>
          <dt className="text-sm font-semibold text-muted">{t('details.email')}</dt>
          <dd>
            <a href={`mailto:${CONTACT_DETAILS.email}`} className={LINK}>
              {CONTACT_DETAILS.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t('details.phone')}</dt>
          <dd>
            <a href={CONTACT_DETAILS.phoneHref} className={LINK}>
              {CONTACT_DETAILS.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t('details.office')}</dt>
          <dd>
            <address className="not-italic">
              {CONTACT_DETAILS.address.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-muted">{t('details.hoursLabel')}</dt>
          <dd>{t('details.hours')}</dd>
        </div>
      </dl>
      <p className="text-sm text-muted">{t('details.responseTime')}</p>
      <p className="text-sm">
        {t('details.selfHelp')}{' '}
        <Link to="/faq" className={LINK}>
          {t('details.faq')}
        </Link>
        {' · '}
        <Link to="/help" className={LINK}>
          {t('details.help')}
        </Link>
      </p>
    </section>
  );
}
