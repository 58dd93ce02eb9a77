import type { TServiceArea, TServiceAreas } from '@app/shared/professionals/service-area';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { QueryStatus } from '../../../ui/query-status';
import { SectionCard } from '../../../ui/section-card';
import { useServiceAreas } from '../api/get-service-areas';
import { useRemoveServiceArea } from '../api/remove-service-area';
import { AddServiceAreaForm } from './add-service-area-form';
import { localCountryName } from '../../../lib/format/listing-address';

function AreaItem({ area }: { area: TServiceArea }) {
  const { t, i18n } = useTranslation('professionalDashboard');
  const remove = useRemoveServiceArea();
  const country = localCountryName(area.country, i18n.resolvedLanguage ?? i18n.language);
  const label = `${area.postalCode}, ${country}`;
  return (
    <li className="flex flex-col gap-1 py-2">
      <div className="flex items-center justify-between gap-4">
        <span className="text-ink">
          <span className="font-semibold">{area.postalCode}</span> · {country}
          {area.place && <span className="text-muted"> · {area.place}</span>}
        </span>
        <Button
          variant="outline"
          loading={remove.isPending}
          onClick={() => remove.mutate(area._id)}
          aria-label={t('areas.removeNamed', { area: label })}
        >
          {t('areas.remove')}
        </Button>
      </div>
      {remove.error && <FormAlert message={remove.error.message} />}
    </li>
  );
}

/** Used, allowed and left, as the server computes them from the plan and its start date. */
function Allowance({ areas }: { areas: TServiceAreas }) {
  const { t } = useTranslation('professionalDashboard');
  return (
    <p aria-live="polite" className="rounded-lg bg-surface px-4 py-3 font-medium text-ink">
      {areas.allowed === null
        ? t('areas.unlimited', { used: areas.used })
        : t('areas.allowance', { used: areas.used, allowed: areas.allowed, remaining: areas.remaining ?? 0 })}
    </p>
  );
}

/** The postal codes the professional serves, with the allowance left; adding needs a running membership. */
export function ServiceAreasSection({ canAdd }: { canAdd: boolean }) {
  const { t } = useTranslation('professionalDashboard');
  const areas = useServiceAreas();
  return (
    <SectionCard title={t('areas.title')} description={t('areas.lead')}>
      <QueryStatus query={areas} loading={t('areas.loading')}>
        {(data) => (
          <>
            <Allowance areas={data} />
            {data.areas.length ? (
              <ul aria-label={t('areas.listLabel')} className="divide-y divide-line">
                {data.areas.map((area) => (
                  <AreaItem key={area._id} area={area} />
                ))}
              </ul>
            ) : (
              <p className="text-muted">{t('areas.empty')}</p>
            )}
            {canAdd ? <AddServiceAreaForm /> : <p className="text-sm text-muted">{t('areas.needsMembership')}</p>}
          </>
        )}
      </QueryStatus>
    </SectionCard>
  );
}
