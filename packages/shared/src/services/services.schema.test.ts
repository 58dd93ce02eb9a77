import { describe, expect, it } from 'vitest';
import { REFERENCE_RATES } from '../domain/reference-rates';
import { MESSAGES } from '../messages/messages';
import { APPRAISAL_TYPE_IDS, INSPECTION_ITEM_IDS, MEDIA_SERVICE_IDS } from '../reference/orders';
import { ZAppraisalServiceInput, ZAppraisalServicesUpdate } from './appraisal-services.schema';
import { ZInspectionServicesUpdate } from './inspection-services.schema';
import { serviceMinimumIn, serviceMinimumUsd } from './service-minimums';
import { propertySizeRangeOf } from './service-terms';

describe('appraisal service contract', () => {
  it("refuses a service with no complete appraisal type with the spec's message", () => {
    const result = ZAppraisalServiceInput.safeParse({ sizeRange: 'under-1500', currency: 'USD', types: { desktop: null } });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.appraisalTypeRequired]);
  });

  it("refuses a service without a property size with the spec's message", () => {
    const result = ZAppraisalServiceInput.safeParse({ currency: 'USD', types: { full: { price: 40_000, leadTime: 5 } } });
    expect(result.error?.issues[0]?.message).toBe(MESSAGES.appraisalTypeRequired);
  });

  it('accepts one priced type and a list to update', () => {
    const service = { sizeRange: '1500-2999', currency: 'EUR', types: { 'drive-by': { price: 20_000, leadTime: 3 } } };
    expect(ZAppraisalServiceInput.safeParse(service).success).toBe(true);
    expect(ZAppraisalServicesUpdate.safeParse([service, { ...service, sizeRange: '5000-plus' }]).success).toBe(true);
  });
});

describe('inspection service contract', () => {
  it('refuses the same item twice in one list', () => {
    const item = { item: 'radon-gas', currency: 'USD', price: 15_000, leadTime: 2 };
    expect(ZInspectionServicesUpdate.safeParse([item, item]).success).toBe(false);
    expect(ZInspectionServicesUpdate.safeParse([item]).success).toBe(true);
  });
});

describe('service minimums', () => {
  it('has a catalogue minimum for every appraisal type, inspection item and media service', () => {
    for (const id of APPRAISAL_TYPE_IDS) expect(serviceMinimumUsd({ kind: 'appraisal', id })).toBeGreaterThan(0);
    for (const id of INSPECTION_ITEM_IDS) expect(serviceMinimumUsd({ kind: 'inspection', id })).toBeGreaterThan(0);
    for (const id of MEDIA_SERVICE_IDS) expect(serviceMinimumUsd({ kind: 'media', id })).toBeGreaterThan(0);
  });

  it('converts a minimum to the provider currency, rounded up to a whole unit', () => {
    expect(serviceMinimumIn({ kind: 'appraisal', id: 'full' }, 'USD', REFERENCE_RATES)).toBe(30_000);
    // $300 at 152.4 yen per dollar is 45,720 yen (no minor digits).
    expect(serviceMinimumIn({ kind: 'appraisal', id: 'full' }, 'JPY', REFERENCE_RATES)).toBe(45_720);
    // $300 at 0.86 is €258.00.
    expect(serviceMinimumIn({ kind: 'appraisal', id: 'full' }, 'EUR', REFERENCE_RATES)).toBe(25_800);
  });
});

describe('property size ranges', () => {
  it('places a size in its range, inclusive bounds', () => {
    expect(propertySizeRangeOf(1_499)).toBe('under-1500');
    expect(propertySizeRangeOf(1_500)).toBe('1500-2999');
    expect(propertySizeRangeOf(12_000)).toBe('5000-plus');
    expect(propertySizeRangeOf(null)).toBeUndefined();
  });
});
