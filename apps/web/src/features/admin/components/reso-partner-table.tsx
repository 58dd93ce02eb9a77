import type { TResoPartner } from '@app/shared/reso/reso-partners.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { Button } from '../../../ui/button';
import { useRevokeResoPartner } from '../api/reso-partners';
import { WhyDialog } from './why-dialog';

const CELL = 'px-4 py-3 align-top';

/** Every partner: its client id, when it was created and last got a token, and Revoke while active. */
export function ResoPartnerTable({ partners }: { partners: TResoPartner[] }) {
  const { t } = useTranslation('admin');
  const formatMoment = useFormatMoment();
  const revoke = useRevokeResoPartner();
  const [revoking, setRevoking] = useState<TResoPartner | null>(null);
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('resoPartners.caption')}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            {(['partner', 'clientId', 'created', 'lastToken', 'status'] as const).map((column) => (
              <th key={column} scope="col" className={`${CELL} font-medium`}>
                {t(`resoPartners.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {partners.map((partner) => (
            <tr key={partner._id} className="border-b border-line last:border-0">
              <th scope="row" className={`${CELL} font-semibold text-ink`}>
                {partner.name}
              </th>
              <td className={`${CELL} break-all font-mono`}>{partner.clientId}</td>
              <td className={CELL}>{formatMoment(partner.createdAt)}</td>
              <td className={CELL}>{partner.lastTokenAt ? formatMoment(partner.lastTokenAt) : t('resoPartners.never')}</td>
              <td className={CELL}>
                {partner.revokedAt ? (
                  <span className="text-muted">{t('resoPartners.revokedOn', { when: formatMoment(partner.revokedAt) })}</span>
                ) : (
                  <Button
                    variant="outline"
                    onClick={() => setRevoking(partner)}
                    aria-label={t('resoPartners.revokeName', { name: partner.name })}
                  >
                    {t('resoPartners.revoke')}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {revoking && (
        <WhyDialog
          title={t('resoPartners.revokeName', { name: revoking.name })}
          body={t('resoPartners.revokeBody', { name: revoking.name })}
          confirm={t('resoPartners.revoke')}
          onClose={() => setRevoking(null)}
          onConfirm={(why) => revoke.mutateAsync({ id: revoking._id, why })}
        />
      )}
    </div>
  );
}
