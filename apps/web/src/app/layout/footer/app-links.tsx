import { useTranslation } from 'react-i18next';
import { APP_STORES } from './footer-links';
import { QrCode } from '../../../ui/qr-code';
import { useMinWidth } from '../../../ui/use-min-width';
import { StoreBadge } from './store-badges';

/**
 * App Store and Google Play links, each with a QR code of the same address (on a computer's
 * screen, to reach the store with a phone).
 * Default export: the footer loads it lazily, keeping the QR encoder out of the first chunk.
 */
export default function AppLinks() {
  const { t } = useTranslation('footer');
  // Phones follow the badge itself; the codes are for reaching the store from a computer. A phone
  // neither shows them nor spends its main thread encoding them while the page loads.
  const wide = useMinWidth(600);
  return (
    <ul className="flex flex-wrap gap-4">
      {APP_STORES.map((store) => (
        <li key={store.id} className="flex items-center gap-3">
          <a href={store.href} target="_blank" rel="noopener noreferrer" aria-label={t(`apps.${store.id}.link`)}>
            <StoreBadge store={store.id} caption={t(`apps.${store.id}.caption`)} />
          </a>
          {wide && <QrCode value={store.href} label={t(`apps.${store.id}.qr`)} className="h-20 w-20" />}
        </li>
      ))}
    </ul>
  );
}
