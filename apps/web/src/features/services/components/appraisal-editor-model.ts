import { MESSAGES } from '@app/shared/messages/messages';
import { APPRAISAL_TYPE_IDS, type TAppraisalTypeId } from '@app/shared/reference/orders';
import {
  ZAppraisalServicesUpdate,
  type TAppraisalService,
  type TAppraisalServicesUpdate,
} from '@app/shared/services/appraisal-services.schema';
import { PROPERTY_SIZE_RANGE_IDS, type TPropertySizeRangeId } from '@app/shared/services/service-terms';

/** One appraisal type's inputs in one size range: minor units and days, null while empty. */
export type AppraisalCell = { price: number | null; leadTime: number | null };
export type AppraisalRow = { _id?: string | undefined; cells: Record<TAppraisalTypeId, AppraisalCell> };

/** The editor: the currency, the appraisal types offered (the categories) and one row per size range. */
export type AppraisalDraft = {
  currency: string;
  offered: TAppraisalTypeId[];
  rows: Record<TPropertySizeRangeId, AppraisalRow>;
};

/** Errors keyed `{size}` (a row), `{size}.{type}.price|leadTime` (a cell), or `form`. */
export type AppraisalErrors = Record<string, string>;

const emptyCell = (): AppraisalCell => ({ price: null, leadTime: null });
const emptyCells = () =>
  Object.fromEntries(APPRAISAL_TYPE_IDS.map((type) => [type, emptyCell()])) as Record<TAppraisalTypeId, AppraisalCell>;

/** The editor's starting point: the saved services, the types they price (all three for a new provider). */
export function draftOf(services: readonly TAppraisalService[], fallbackCurrency: string): AppraisalDraft {
  const rows = Object.fromEntries(PROPERTY_SIZE_RANGE_IDS.map((size) => [size, { cells: emptyCells() }])) as AppraisalDraft['rows'];
  for (const service of services) {
    const cells = emptyCells();
    for (const type of APPRAISAL_TYPE_IDS) {
      const terms = service.types[type];
      if (terms) cells[type] = { price: terms.price.amount, leadTime: terms.leadTime };
    }
    rows[service.sizeRange] = { _id: service._id, cells };
  }
  const priced = APPRAISAL_TYPE_IDS.filter((type) => services.some((service) => service.types[type]));
  return { currency: services[0]?.currency ?? fallbackCurrency, offered: priced.length > 0 ? priced : [...APPRAISAL_TYPE_IDS], rows };
}

/** Whether any size range still holds a price or time frame for a type (its category cannot be removed then). */
export function typeInUse(draft: AppraisalDraft, type: TAppraisalTypeId): boolean {
  return PROPERTY_SIZE_RANGE_IDS.some((size) => {
    const cell = draft.rows[size].cells[type];
    return cell.price !== null || cell.leadTime !== null;
  });
}

export type AppraisalPlan = { save: TAppraisalServicesUpdate; remove: string[]; sizes: TPropertySizeRangeId[] };

/**
 * What saving does: the size ranges with a complete type are saved (PUT, in `sizes` order), the
 * saved ones left empty are removed; or the errors, checked with the server's own schema.
 */
export function planSave(draft: AppraisalDraft): { plan: AppraisalPlan } | { errors: AppraisalErrors } {
  const errors: AppraisalErrors = {};
  const plan: AppraisalPlan = { save: [], remove: [], sizes: [] };
  for (const size of PROPERTY_SIZE_RANGE_IDS) {
    const row = draft.rows[size];
    const cells = draft.offered.map((type) => [type, row.cells[type]] as const);
    const started = cells.some(([, cell]) => cell.price !== null || cell.leadTime !== null);
    const partial = cells.some(([, cell]) => (cell.price === null) !== (cell.leadTime === null));
    if (partial) errors[size] = MESSAGES.appraisalTypeRequired;
    if (!started) {
      if (row._id) plan.remove.push(row._id);
      continue;
    }
    const types = Object.fromEntries(
      cells.map(([type, cell]) => [
        type,
        cell.price !== null && cell.leadTime !== null ? { price: cell.price, leadTime: cell.leadTime } : null,
      ]),
    );
    plan.save.push({ ...(row._id ? { _id: row._id } : {}), sizeRange: size, currency: draft.currency as never, types });
    plan.sizes.push(size);
  }
  if (plan.save.length === 0 && plan.remove.length === 0) errors.form = MESSAGES.appraisalTypeRequired;
  if (Object.keys(errors).length > 0) return { errors };
  if (plan.save.length > 0) {
    const checked = ZAppraisalServicesUpdate.safeParse(plan.save);
    if (!checked.success) {
      for (const issue of checked.error.issues) Object.assign(errors, fieldErrorsOf(plan.sizes, issue.path.join('.'), issue.message));
      return { errors };
    }
  }
  return { plan };
}

/**
 * A field of the saved list ('1.types.full.price', as the server names it) as the editor's key
 * ('3000-4999.full.price'); a row-level one as the row.
 */
export function fieldErrorsOf(sizes: readonly TPropertySizeRangeId[], path: string, message: string): AppraisalErrors {
  const [index, group, type, field] = path.split('.');
  const size = sizes[Number(index)];
  if (!size) return { form: message };
  if (group === 'types' && type && field) return { [`${size}.${type}.${field}`]: message };
  return { [size]: message };
}
