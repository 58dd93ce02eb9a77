import { useTranslation } from 'react-i18next';
import { Page } from '../../../ui/page';
import { ContactDetails } from '../components/contact-details';
import { ContactForm } from '../components/contact-form';

/** /contact (Contact): the support team's details beside the contact form. */
export default function ContactPage() {
  const { t } = useTranslation('contact');
  return (
    <Page title={t('title')} lead={t('lead')}>
      <div className="grid gap-10 md:grid-cols-[1fr_minmax(0,22rem)] md:items-start">
        <ContactForm />
        <ContactDetails />
      </div>
    </Page>
  );
}
