import { ZListingDraft } from '@app/shared/listings/listing-draft.schema';
import { describe, expect, it } from 'vitest';
import { changedFields, changesBody } from './draft-changes';

describe('draft changes', () => {
  it('counts only fields whose content changed: blank text, null and empty lists equal missing', () => {
    const saved = { title: 'Loft', photos: [{ mediaId: 'a', caption: 'Front' }], beds: 2 };
    const values = {
      title: 'Loft',
      description: '',
      photos: [{ mediaId: 'a', caption: 'Front' }],
      beds: 2,
      roomTypes: [],
      location: null,
      address: { street: '', country: 'us' },
    };
    expect(changedFields(values, saved)).toEqual(['address']);
    expect(changedFields({ ...values, beds: 3, title: '' }, saved)).toEqual(['address', 'beds', 'title']);
  });

  it('sends an emptied field as the empty value its schema accepts, and leaves out a choice that cannot be emptied', () => {
    const values = { title: '', price: null, roomTypes: undefined, propertyType: undefined, beds: 3 };
    expect(changesBody(ZListingDraft, values, ['title', 'price', 'roomTypes', 'propertyType', 'beds'])).toEqual({
      title: '',
      price: null,
      roomTypes: [],
      beds: 3,
    });
  });
});
