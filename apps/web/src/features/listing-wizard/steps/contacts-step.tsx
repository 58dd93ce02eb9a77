import { LISTING_CONTACT_KINDS } from '@app/shared/reference/listing-terms';
import { useFieldArray } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ContactCard } from '../components/contacts/contact-card';
import { PublicationBlockers } from '../components/contacts/publication-blockers';
import { useOptionList } from '../hooks/use-option-list';

/** Step 5, Listing Contacts: the 7 kinds; escrow and title companies must be registered accounts. */
export function ContactsStep({ blockers }: { blockers: readonly string[] }) {
  const { t } = useTranslation('listingWizard');
  const options = useOptionList();
  const { fields, append, remove } = useFieldArray({ name: 'contacts' });
  const contacts = fields as unknown as { id: string; kind: string }[];
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-xl bg-surface p-4 text-sm text-ink">{t('contacts.registrationNote')}</p>
      <PublicationBlockers blockers={blockers} />
      {options(LISTING_CONTACT_KINDS, 'contactKinds').map((kind) => {
        const index = contacts.findIndex((contact) => contact.kind === kind.value);
        return (
          <ContactCard
            key={contacts[index]?.id ?? kind.value}
            label={kind.label}
            index={index}
            onAdd={() => append({ kind: kind.value })}
            onRemove={() => remove(index)}
          />
        );
      })}
    </div>
  );
}
