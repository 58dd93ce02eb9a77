import { formatPhone, toE164 } from '@app/shared/validation/phone';
import { useTranslation } from 'react-i18next';

/** A contact's phone as a tel: link, (xxx) xxx-xxxx in the US and in international format elsewhere. */
export function ContactPhone({ phone }: { phone: string }) {
  const { t } = useTranslation('property');
  return (
    <a href={`tel:${toE164(phone) ?? phone}`} className="w-fit text-primary underline-offset-2 hover:underline">
      <span className="sr-only">{t('contacts.phone')} </span>
      {formatPhone(phone)}
    </a>
  );
}
