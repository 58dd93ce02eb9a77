import type { TResoPartnerCreated } from '@app/shared/reso/reso-partners.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useResoPartners } from '../api/reso-partners';
import { ResoPartnerForm, ResoPartnerSecret } from '../components/reso-partner-form';
import { ResoPartnerTable } from '../components/reso-partner-table';

/** /admin/reso-partners (decision 075): create a RESO Web API partner (its secret shown once), list them, revoke one with why. */
export default function ResoPartnersPage() {
  const { t } = useTranslation('admin');
  const partners = useResoPartners();
  const [created, setCreated] = useState<TResoPartnerCreated | null>(null);
  useDocumentTitle(t('resoPartners.title'));
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('resoPartners.title')}</h1>
        <p className="mt-2 text-muted">{t('resoPartners.lead')}</p>
      </div>
      {created ? <ResoPartnerSecret partner={created} onDone={() => setCreated(null)} /> : <ResoPartnerForm onCreated={setCreated} />}
      <section aria-labelledby="reso-partner-list" className="flex flex-col gap-3">
        <h2 id="reso-partner-list" className="text-xl font-bold text-ink">
          {t('resoPartners.listTitle')}
        </h2>
        <QueryStatus query={partners} loading={t('resoPartners.loading')}>
          {(list) => (list.length === 0 ? <p className="text-muted">{t('resoPartners.none')}</p> : <ResoPartnerTable partners={list} />)}
        </QueryStatus>
      </section>
    </div>
  );
}
