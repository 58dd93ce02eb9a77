import type { TAccount } from '@app/shared/accounts/account.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { accountQueryKey } from '../../../lib/session/get-account';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { PROPERTY_ID } from '../property.fixture';
import { buildOffer } from '../../../../test/fixtures/offer.fixture';
import type { stubApi } from '../../../../test/stub-api';
import { renderPropertyPage } from '../test-helpers';

vi.mock('../components/map/leaflet-map', () => ({ mountMap: () => () => undefined }));

const OTHER_ID = '00000000-0000-4000-8000-0000000000e1';

/** Holds PUT /account until `release()`, so the test can look at the page before the server answers. */
function holdAccountSaves(fetchMock: ReturnType<typeof stubApi>) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    if (init?.method === 'PUT') await gate;
    return fetchMock(input, init);
  });
  return () => release();
}

beforeEach(() => {
  resetStores();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('Save and Hide', () => {
  it('Save marks the listing saved in the account at once, then PUTs the whole savedProps list', async () => {
    const account = buildAccount({ savedProps: [OTHER_ID] });
    const { fetchMock, view } = await renderPropertyPage({
      account,
      routes: { 'PUT /account': (body) => ({ data: { ...account, ...(body as Partial<TAccount>) } }) },
    });
    const release = holdAccountSaves(fetchMock);
    const save = await screen.findByRole('button', { name: 'Save', pressed: false });
    await waitFor(() => expect(view.queryClient.getQueryData(accountQueryKey)).toBeTruthy());
    await userEvent.click(save);

    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
    expect(view.queryClient.getQueryData<TAccount>(accountQueryKey)?.savedProps).toEqual([OTHER_ID, PROPERTY_ID]);
    expect(callsTo(fetchMock, 'PUT /account')).toBe(0);

    release();
    await waitFor(() => expect(callsTo(fetchMock, 'PUT /account')).toBe(1));
    expect(bodyOf(fetchMock, 'PUT /account')).toEqual({ savedProps: [OTHER_ID, PROPERTY_ID] });
    expect(screen.getByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
  });

  it("puts the listing back and says 'Save failed, try later' when saving fails", async () => {
    const { view } = await renderPropertyPage({
      account: buildAccount(),
      routes: { 'PUT /account': { status: 500, code: 'SAVE_FAILED', message: MESSAGES.saveFailed } },
    });
    await waitFor(() => expect(view.queryClient.getQueryData(accountQueryKey)).toBeTruthy());
    await userEvent.click(await screen.findByRole('button', { name: 'Save', pressed: false }));
    await waitFor(() => expect(snackTexts()).toContain('Save failed, try later'));
    expect(screen.getByRole('button', { name: 'Save', pressed: false })).toBeInTheDocument();
    expect(view.queryClient.getQueryData<TAccount>(accountQueryKey)?.savedProps).toEqual([]);
  });

  it('Hide PUTs the hidden list and the button turns into Unhide', async () => {
    const account = buildAccount();
    const { fetchMock, view } = await renderPropertyPage({
      account,
      routes: { 'PUT /account': (body) => ({ data: { ...account, ...(body as Partial<TAccount>) } }) },
    });
    await waitFor(() => expect(view.queryClient.getQueryData(accountQueryKey)).toBeTruthy());
    await userEvent.click(await screen.findByRole('button', { name: 'Hide', pressed: false }));
    expect(screen.getByRole('button', { name: 'Unhide', pressed: true })).toBeInTheDocument();
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /account')).toEqual({ hidden: [PROPERTY_ID] }));
    expect(screen.getByText(/You have hidden this property/)).toBeInTheDocument();
  });

  it("opens the login popup for a visitor's Save, to save once they have logged in", async () => {
    const { fetchMock } = await renderPropertyPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: `/listings/${PROPERTY_ID}?then=save` });
    expect(callsTo(fetchMock, 'PUT /account')).toBe(0);
  });

  it('finishes a Save asked for before logging in once the account is loaded', async () => {
    const account = buildAccount();
    const { fetchMock, view } = await renderPropertyPage({
      account,
      search: '?then=save',
      routes: { 'PUT /account': (body) => ({ data: { ...account, ...(body as Partial<TAccount>) } }) },
    });
    await waitFor(() => expect(bodyOf(fetchMock, 'PUT /account')).toEqual({ savedProps: [PROPERTY_ID] }));
    expect(await screen.findByRole('button', { name: 'Saved', pressed: true })).toBeInTheDocument();
    expect(view.router.state.location.search).toBe('');
  });
});

describe('Contact Owner/Agent', () => {
  it('opens the conversation about this listing in Messages', async () => {
    const { view } = await renderPropertyPage({ account: buildAccount() });
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Owner/Agent' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe('/dashboard/messages'));
    expect(view.router.state.location.search).toBe(`?property=${PROPERTY_ID}`);
  });

  it('asks a visitor to log in first, then opens the conversation', async () => {
    await renderPropertyPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Owner/Agent' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: `/listings/${PROPERTY_ID}?then=contact` });
  });

  it('back from logging in (?then=contact), goes on to the conversation', async () => {
    const { view } = await renderPropertyPage({ account: buildAccount(), search: '?then=contact' });
    await waitFor(() => expect(view.router.state.location.search).toBe(`?property=${PROPERTY_ID}`));
    expect(view.router.state.location.pathname).toBe('/dashboard/messages');
  });
});

describe('Share, Order Service and Make an Offer', () => {
  it('copies the link and says so where the device has no share sheet', async () => {
    const user = userEvent.setup();
    await renderPropertyPage();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/listings/${PROPERTY_ID}`);
    expect(snackTexts()).toContain('Link copied to the clipboard');
  });

  it('uses the share sheet when there is one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    await renderPropertyPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: 'Sunny bungalow near the park', url: `${window.location.origin}/listings/${PROPERTY_ID}` });
  });

  it('offers Appraisal and Inspection for this property', async () => {
    await renderPropertyPage();
    const order = await screen.findByRole('button', { name: 'Order Service', expanded: false });
    await userEvent.click(order);
    expect(order).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Appraisal' })).toHaveAttribute('href', `/appraisal/${PROPERTY_ID}`);
    expect(screen.getByRole('link', { name: 'Inspection' })).toHaveAttribute('href', `/inspection/${PROPERTY_ID}`);
    await userEvent.keyboard('{Escape}');
    expect(order).toHaveAttribute('aria-expanded', 'false');
  });

  it('Make an Offer starts a draft offer (POST /offers) and opens its first page', async () => {
    const offer = buildOffer(undefined, { property: PROPERTY_ID });
    const { fetchMock, view } = await renderPropertyPage({ account: buildAccount(), routes: { 'POST /offers': { data: offer } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Make an Offer' }));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/listings/${PROPERTY_ID}/offers/${offer._id}/1`));
    expect(bodyOf(fetchMock, 'POST /offers')).toEqual({ propertyId: PROPERTY_ID });
  });

  it('opens the login popup for a visitor, to start the offer once they are back (?then=offer)', async () => {
    const { fetchMock } = await renderPropertyPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Make an Offer' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: `/listings/${PROPERTY_ID}?then=offer` });
    expect(callsTo(fetchMock, 'POST /offers')).toBe(0);
  });

  it('starts the offer asked for before logging in (?then=offer)', async () => {
    const offer = buildOffer(undefined, { property: PROPERTY_ID });
    const { view } = await renderPropertyPage({
      account: buildAccount(),
      search: '?then=offer',
      routes: { 'POST /offers': { data: offer } },
    });
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/listings/${PROPERTY_ID}/offers/${offer._id}/1`));
  });

  it("asks an unverified account to verify first ('Verify your account…'), without starting an offer", async () => {
    const { fetchMock } = await renderPropertyPage({ account: buildAccount({ verified: false }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Make an Offer' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'verifyRequired', continueTo: `/listings/${PROPERTY_ID}?then=offer` });
    expect(callsTo(fetchMock, 'POST /offers')).toBe(0);
  });

  it("says the server's reason when the offer cannot be started", async () => {
    await renderPropertyPage({
      account: buildAccount(),
      routes: { 'POST /offers': { status: 409, code: 'OWN_LISTING', message: 'You cannot make an offer on your own listing.' } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Make an Offer' }));
    await waitFor(() => expect(snackTexts()).toContain('You cannot make an offer on your own listing.'));
  });
});
