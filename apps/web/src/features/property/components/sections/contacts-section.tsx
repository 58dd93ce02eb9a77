import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { useOptionLabel } from '../../hooks/use-option-label';
import { Section } from './section';

// The phone rules (libphonenumber-js) load only when a signed-in viewer sees a contact's number.
const ContactPhone = lazy(() => import('./contact-phone').then((module) => ({ default: module.ContactPhone })));

type ContactsSectionProps = { contacts: TPublicListing['contacts']; signedIn: boolean; onSignIn(): void };

/** The listing's contacts (company and officer); phone ((xxx) xxx-xxxx in the US, international elsewhere) and email only for signed-in viewers. */
export function ContactsSection({ contacts, signedIn, onSignIn }: ContactsSectionProps) {
  const { t } = useTranslation('property');
  const label = useOptionLabel();
  if (contacts.length === 0) return null;
  return (
    <Section title={t('sections.contacts')}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        {contacts.map((contact, index) => (
          <li key={`${contact.kind}-${index}`} className="flex flex-col gap-1 rounded-xl border border-line p-4">
            <span className="text-sm font-semibold uppercase tracking-wide text-muted">{label('contactKinds', contact.kind)}</span>
            {contact.companyName && <span className="font-semibold text-ink">{contact.companyName}</span>}
            {contact.officerName && <span className="text-ink">{contact.officerName}</span>}
            {contact.phone && (
              <Suspense fallback={null}>
                <ContactPhone phone={contact.phone} />
              </Suspense>
            )}
            {contact.email && (
              <a href={`mailto:${contact.email}`} className="w-fit break-all text-primary underline-offset-2 hover:underline">
                <span className="sr-only">{t('contacts.email')} </span>
                {contact.email}
              </a>
            )}
          </li>
        ))}
      </ul>
      {!signedIn && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-xl bg-surface p-4">
          <p className="text-sm text-ink">{t('contacts.signInPrompt')}</p>
          <Button variant="outline" onClick={onSignIn}>
            {t('contacts.signIn')}
          </Button>
        </div>
      )}
    </Section>
  );
}
