import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { SectionCard } from '../../../ui/section-card';
import { useMyBogoCodes } from '../api/get-my-bogo-codes';
import { BogoCodeItem } from './bogo-code-item';

/** The codes the signed-in person earned, to give to new users. */
export function MyBogoCodes() {
  const { t } = useTranslation('promotions');
  const codes = useMyBogoCodes(true);
  return (
    <SectionCard title={t('codes.title')} description={t('codes.lead')}>
      <QueryStatus query={codes} loading={t('codes.loading')}>
        {(list) =>
          list.length ? (
            <ul aria-label={t('codes.listLabel')} className="divide-y divide-line">
              {list.map((code) => (
                <BogoCodeItem key={code.code} code={code} />
              ))}
            </ul>
          ) : (
            <p className="text-muted">{t('codes.empty')}</p>
          )
        }
      </QueryStatus>
    </SectionCard>
  );
}
