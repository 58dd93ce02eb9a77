import type { TInspectionService } from '@app/shared/services/inspection-services.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores } from '../../../../test/test-helpers';
import InspectionServicesPage from './inspection-services-page';

const RADON: TInspectionService = {
  _id: '00000000-0000-4000-8000-0000000b0001',
  professionalId: '00000000-0000-4000-8000-0000000b0aaa',
  item: 'radon-gas',
  price: { amount: 15_000, currency: 'EUR' },
  leadTime: 2,
  updatedAt: '2026-11-20T10:00:00.000Z',
};

async function showEditor(routes: StubRoutes = {}) {
  const fetchMock = stubApi({ 'GET /inspectionServices': { data: [RADON] }, ...routes });
  await renderWithApp(null, {
    path: '/dashboard/inspection/edit',
    routes: [{ path: '/dashboard/inspection/edit', element: <InspectionServicesPage /> }],
  });
  await screen.findByRole('group', { name: 'General Inspection' });
  return fetchMock;
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Inspection services editor', () => {
  it('lists the six items; the one offered shows its price in its currency and lead time', async () => {
    await showEditor();
    for (const item of ['General Inspection', 'Swimming Pools', 'Mold Safe', 'Pest Control', 'Radon Gas', 'Lead Paint'])
      expect(screen.getByRole('group', { name: item })).toBeInTheDocument();
    const radon = screen.getByRole('group', { name: 'Radon Gas' });
    expect(within(radon).getByRole('checkbox', { name: 'I offer Radon Gas' })).toBeChecked();
    expect(within(radon).getByLabelText('Radon Gas price (EUR)')).toHaveValue('150');
    expect(screen.getByLabelText(/^Currency/)).toHaveValue('EUR');
  });

  it('an item ticked without a price is refused before sending, and the ticks stay', async () => {
    const user = userEvent.setup();
    const fetchMock = await showEditor();
    const mold = screen.getByRole('group', { name: 'Mold Safe' });
    await user.click(within(mold).getByRole('checkbox', { name: 'I offer Mold Safe' }));
    await user.type(within(mold).getByLabelText('Mold Safe lead time (days)'), '4');
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await within(mold).findByText('This field is required.')).toBeInTheDocument();
    expect(within(mold).getByRole('checkbox', { name: 'I offer Mold Safe' })).toBeChecked();
    expect(callsTo(fetchMock, 'PUT /inspectionServices')).toBe(0);
  });

  it('saves the ticked items with PUT and removes the unticked saved one with DELETE', async () => {
    const user = userEvent.setup();
    const fetchMock = await showEditor({
      'PUT /inspectionServices': { data: [RADON] },
      'DELETE /inspectionServices': { data: { removed: [RADON._id] } },
    });
    const pests = screen.getByRole('group', { name: 'Pest Control' });
    await user.click(within(pests).getByRole('checkbox', { name: 'I offer Pest Control' }));
    await user.type(within(pests).getByLabelText('Pest Control price (EUR)'), '95');
    await user.type(within(pests).getByLabelText('Pest Control lead time (days)'), '1');
    await user.click(screen.getByRole('checkbox', { name: 'I offer Radon Gas' }));
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your inspection services are saved.');
    expect(bodyOf(fetchMock, 'PUT /inspectionServices')).toEqual([{ item: 'pest-control', currency: 'EUR', price: 9_500, leadTime: 1 }]);
    expect(bodyOf(fetchMock, 'DELETE /inspectionServices')).toEqual([RADON._id]);
  });

  it("the server's minimum lands on the item's price and the input stays", async () => {
    const user = userEvent.setup();
    const message = 'The minimum price for this service is €258.00';
    await showEditor({ 'PUT /inspectionServices': { status: 400, message, fields: { '1.price': message } } });
    const general = screen.getByRole('group', { name: 'General Inspection' });
    await user.click(within(general).getByRole('checkbox', { name: 'I offer General Inspection' }));
    await user.type(within(general).getByLabelText('General Inspection price (EUR)'), '99');
    await user.type(within(general).getByLabelText('General Inspection lead time (days)'), '3');
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    // The list sent is General Inspection, then Radon Gas; the server names position 1, Radon Gas.
    const radon = screen.getByRole('group', { name: 'Radon Gas' });
    expect(await within(radon).findByText(message)).toBeInTheDocument();
    expect(within(general).getByLabelText('General Inspection price (EUR)')).toHaveValue('99');
  });

  it("nothing ticked and nothing saved says 'Select at least one item'", async () => {
    const user = userEvent.setup();
    await showEditor({ 'GET /inspectionServices': { data: [] } });
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByText('Select at least one item')).toBeInTheDocument();
  });
});
