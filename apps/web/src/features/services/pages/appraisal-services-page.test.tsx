import type { TAppraisalService } from '@app/shared/services/appraisal-services.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import type { LocaleId } from '../../../lib/i18n/locales';
import AppraisalServicesPage from './appraisal-services-page';

const SAVED: TAppraisalService = {
  _id: '00000000-0000-4000-8000-0000000a0001',
  professionalId: '00000000-0000-4000-8000-0000000a0aaa',
  sizeRange: 'under-1500',
  currency: 'USD',
  types: { desktop: { price: { amount: 9_000, currency: 'USD' }, leadTime: 2 }, 'drive-by': null, full: null },
  updatedAt: '2026-11-20T10:00:00.000Z',
};

async function showEditor(routes: StubRoutes = {}, locale: LocaleId = 'en-us') {
  const fetchMock = stubApi({ 'GET /appraisalServices': { data: [SAVED] }, ...routes });
  await renderWithApp(null, {
    path: '/dashboard/appraisal/edit',
    locale,
    routes: [{ path: '/dashboard/appraisal/edit', element: <AppraisalServicesPage /> }],
  });
  await screen.findByRole('group', { name: /Under 1,500 sq ft|1,500 平方英尺/ });
  return fetchMock;
}

const sizeGroup = (name: RegExp) => screen.getByRole('group', { name });

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Appraisal services editor', () => {
  it('shows the saved prices and time frames per size range and appraisal type', async () => {
    await showEditor();
    expect(screen.getByRole('heading', { level: 1, name: 'Appraisal services' })).toBeInTheDocument();
    const small = sizeGroup(/Under 1,500 sq ft/);
    expect(within(small).getByLabelText('Desktop price (USD)')).toHaveValue('90');
    expect(within(small).getByLabelText('Desktop time frame (days)')).toHaveValue('2');
    // Only the type it prices is offered to start with.
    expect(screen.getByRole('checkbox', { name: /Desktop/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Full/ })).not.toBeChecked();
  });

  it("a price without a time frame is refused with the spec's message, and nothing is sent", async () => {
    const user = userEvent.setup();
    const fetchMock = await showEditor();
    const mid = sizeGroup(/^1,500 to 2,999 sq ft/);
    await user.type(within(mid).getByLabelText('Desktop price (USD)'), '120');
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(
      await within(mid).findByText('Please completely fill out at least one of the appraisal type and select the property size.'),
    ).toBeInTheDocument();
    expect(within(mid).getByLabelText('Desktop price (USD)')).toHaveValue('120');
    expect(callsTo(fetchMock, 'PUT /appraisalServices')).toBe(0);
  });

  it('saves the list with the server (changed with its id, added without), in minor units', async () => {
    const user = userEvent.setup();
    const fetchMock = await showEditor({ 'PUT /appraisalServices': { data: [SAVED] } });
    const large = sizeGroup(/^3,000 to 4,999 sq ft/);
    await user.type(within(large).getByLabelText('Desktop price (USD)'), '150.50');
    await user.type(within(large).getByLabelText('Desktop time frame (days)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your appraisal services are saved.');
    expect(bodyOf(fetchMock, 'PUT /appraisalServices')).toEqual([
      { _id: SAVED._id, sizeRange: 'under-1500', currency: 'USD', types: { desktop: { price: 9_000, leadTime: 2 } } },
      { sizeRange: '3000-4999', currency: 'USD', types: { desktop: { price: 15_050, leadTime: 3 } } },
    ]);
  });

  it("the server's minimum price lands on the cell and the typed price stays", async () => {
    const user = userEvent.setup();
    const message = 'The minimum price for this service is $75.00';
    await showEditor({
      'PUT /appraisalServices': { status: 400, code: 'SERVICE_BELOW_MIN_PRICE', message, fields: { '1.types.desktop.price': message } },
    });
    const large = sizeGroup(/^5,000 sq ft/);
    await user.type(within(large).getByLabelText('Desktop price (USD)'), '20');
    await user.type(within(large).getByLabelText('Desktop time frame (days)'), '1');
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    const price = within(large).getByLabelText('Desktop price (USD)');
    expect(await within(large).findByText(message)).toBeInTheDocument();
    expect(price).toHaveValue('20');
    expect(price).toHaveAttribute('aria-invalid', 'true');
  });

  it('a type still priced in a size range cannot be removed; emptied everywhere, it can', async () => {
    const user = userEvent.setup();
    await showEditor();
    const desktop = screen.getByRole('checkbox', { name: /Desktop/ });
    await user.click(desktop);
    expect(desktop).toBeChecked();
    expect(screen.getByText('Remove the Desktop prices and time frames from every property size first.')).toBeInTheDocument();
    const small = sizeGroup(/Under 1,500 sq ft/);
    await user.clear(within(small).getByLabelText('Desktop price (USD)'));
    await user.clear(within(small).getByLabelText('Desktop time frame (days)'));
    await user.click(desktop);
    expect(desktop).not.toBeChecked();
    expect(within(small).queryByLabelText('Desktop price (USD)')).not.toBeInTheDocument();
  });

  it('emptying a saved size range removes it with DELETE and a body of its id', async () => {
    const user = userEvent.setup();
    const fetchMock = await showEditor({ 'DELETE /appraisalServices': { data: { removed: [SAVED._id] } } });
    const small = sizeGroup(/Under 1,500 sq ft/);
    await user.clear(within(small).getByLabelText('Desktop price (USD)'));
    await user.clear(within(small).getByLabelText('Desktop time frame (days)'));
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your appraisal services are saved.');
    expect(bodyOf(fetchMock, 'DELETE /appraisalServices')).toEqual([SAVED._id]);
    expect(callsTo(fetchMock, 'PUT /appraisalServices')).toBe(0);
  });

  it('reads in Traditional Chinese', async () => {
    await showEditor({}, 'zh-Hant');
    expect(screen.getByRole('heading', { level: 1, name: '估價服務' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /桌面估價/ })).toBeChecked();
  });
});
