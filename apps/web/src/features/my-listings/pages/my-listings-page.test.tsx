import { buildCheckout } from '../../../../test/fixtures/payments.fixture';
import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRoutes, renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { routes } from '../../../app/routes/route-table';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { toSessionAccount } from '../../../lib/session/store-account';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { buildCommunity, buildDraftSummary, buildListing, buildSummary, COMMUNITY_ID, listingId } from '../my-listings.fixture';
import { ownerRoutes, renderMyListings } from '../test-helpers';

const group = (name: RegExp) => screen.findByRole('region', { name });
const openMenu = async (user: UserEvent, listing: string) => {
  await user.click(await screen.findByRole('button', { name: `Actions for ${listing}` }));
  return screen.getByRole('menu');
};

beforeAll(() => loadRoutes(routes, ['/dashboard/myproperties', '/dashboard/listings/u']), 60_000);
beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('My properties: groups', () => {
  it('puts complete listings under Listed, unfinished or moved-back ones under Drafts, and community listings under their community', async () => {
    const listed = buildSummary({ _id: listingId(1), title: 'Oak House' });
    const pending = buildSummary({ _id: listingId(2), title: 'Elm Flat', status: 'pending' });
    const movedBack = buildSummary({ _id: listingId(3), title: 'Pine Loft', status: 'draft' });
    const unfinished = buildDraftSummary({ _id: listingId(4) });
    const inCommunity = buildSummary({ _id: listingId(5), title: 'Villa 7', community: COMMUNITY_ID });
    const community = buildCommunity({ properties: [inCommunity, buildDraftSummary({ _id: listingId(6), community: COMMUNITY_ID })] });
    stubApi(ownerRoutes([listed, pending, movedBack, unfinished, inCommunity], [community]));
    await renderMyListings('/dashboard/listings/u');

    const listedGroup = await group(/^Listed/);
    expect(within(listedGroup).getByRole('heading', { level: 2 })).toHaveAccessibleName('Listed 2');
    expect(
      within(listedGroup)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Oak House', 'Elm Flat']);

    const draftsGroup = await group(/^Drafts/);
    expect(within(draftsGroup).getByRole('heading', { level: 2 })).toHaveAccessibleName('Drafts 2');
    expect(
      within(draftsGroup)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Pine Loft', 'Untitled draft']);

    const communitiesGroup = await group(/^Communities/);
    expect(within(communitiesGroup).getByRole('heading', { level: 2 })).toHaveAccessibleName('Communities 1');
    expect(within(communitiesGroup).getByRole('link', { name: 'Lakeside Villas' })).toHaveAttribute(
      'href',
      `/dashboard/communities/${COMMUNITY_ID}`,
    );
    expect(communitiesGroup).toHaveTextContent('2 listings · 1 listed · 1 draft');
    expect(screen.queryByRole('heading', { name: 'Villa 7' })).not.toBeInTheDocument();
  });

  it('shows an empty state for each group, with List a property and Create a community', async () => {
    stubApi(ownerRoutes([]));
    await renderMyListings('/dashboard/listings/u');
    expect(await screen.findByRole('heading', { level: 1, name: 'My properties' })).toBeInTheDocument();
    expect(await group(/^Listed/)).toHaveTextContent('Nothing is listed right now');
    expect(await group(/^Communities/)).toHaveTextContent('You have no communities yet');
    expect(await group(/^Drafts/)).toHaveTextContent('No drafts.');
    expect(screen.getAllByRole('link', { name: 'List a property' })[0]).toHaveAttribute('href', '/dashboard/listings/new');
    expect(screen.getAllByRole('link', { name: 'Create a community' })[0]).toHaveAttribute('href', '/dashboard/communities/new');
  });

  it('shows the translated status with Hidden, Expiring soon and its date, and why a pending listing is not public', async () => {
    stubApi(
      ownerRoutes([
        buildSummary({ _id: listingId(1), title: 'Oak House', hidden: true, expiringSoon: true, expiresAt: '2026-03-20T12:00:00.000Z' }),
        buildSummary({ _id: listingId(2), title: 'Elm Flat', status: 'pending' }),
      ]),
    );
    await renderMyListings('/dashboard/listings/u');
    const [oak, elm] = within(await group(/^Listed/)).getAllByRole('article');
    expect(within(oak!).getByRole('list', { name: 'State' })).toHaveTextContent('ListedHiddenExpiring soon: Mar 20, 2026');
    expect(oak).toHaveTextContent('$450,000.00 · Condo/Co-op');
    expect(within(elm!).getByText('Pending')).toBeInTheDocument();
    expect(elm).toHaveTextContent('Not public yet: an escrow or title company named on it has no verified Terranest account.');
    expect(within(elm!).getByRole('link', { name: 'Check the listing contacts' })).toHaveAttribute(
      'href',
      `/dashboard/listings/${listingId(2)}/edit?step=contacts`,
    );
  });

  it('is where the old /dashboard/myproperties lands, inside the dashboard', async () => {
    stubApi(ownerRoutes([buildSummary({ title: 'Oak House' })], [], { 'GET /account': { data: buildAccount() } }));
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    const { router } = await renderWithApp(null, { path: '/dashboard/myproperties', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'My properties' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/listings/u');
    expect(await screen.findByRole('heading', { level: 3, name: 'Oak House' })).toBeInTheDocument();
  }, 20_000);

  it('reads in Traditional Chinese (zh-Hant)', async () => {
    stubApi(ownerRoutes([buildSummary({ title: 'Oak House' }), buildDraftSummary({ _id: listingId(2) })]));
    await renderMyListings('/dashboard/listings/u', { locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: '我的物業' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: '刊登中 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '草稿 1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: '未命名草稿' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '刊登物業' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '操作：Oak House' })).toBeInTheDocument();
  });
});

describe('My properties: the actions menu', () => {
  it('is a menu button that works with the keyboard: arrows, Home/End, Escape back to the button', async () => {
    stubApi(ownerRoutes([buildSummary({ title: 'Oak House' })]));
    await renderMyListings('/dashboard/listings/u');
    const user = userEvent.setup();
    const button = await screen.findByRole('button', { name: 'Actions for Oak House' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');

    button.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Actions for Oak House' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['Edit', 'Overview', 'View page', 'Move to Drafts', 'Hide', 'Duplicate', 'Extend Duration', 'Remove']);
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Overview' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(within(menu).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveFocus();

    await user.keyboard('{ArrowUp}');
    expect(within(screen.getByRole('menu')).getByRole('menuitem', { name: 'Remove' })).toHaveFocus();
  });

  it('links Edit, Overview and (only for public listings) View page', async () => {
    stubApi(ownerRoutes([buildSummary({ title: 'Oak House' }), buildSummary({ _id: listingId(2), title: 'Elm Flat', hidden: true })]));
    await renderMyListings('/dashboard/listings/u');
    const user = userEvent.setup();
    let menu = await openMenu(user, 'Oak House');
    expect(within(menu).getByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', `/dashboard/listings/${listingId(1)}/edit`);
    expect(within(menu).getByRole('menuitem', { name: 'Overview' })).toHaveAttribute(
      'href',
      `/dashboard/listings/${listingId(1)}/overview`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'View page' })).toHaveAttribute('href', `/listings/${listingId(1)}`);
    await user.keyboard('{Escape}');
    menu = await openMenu(user, 'Elm Flat');
    expect(within(menu).queryByRole('menuitem', { name: 'View page' })).not.toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Unhide' })).toBeInTheDocument();
  });

  it('Move to Drafts asks first in the yes/no popup, then posts the action, refreshes the lists and says so', async () => {
    const listing = buildSummary({ title: 'Oak House' });
    let moved = false;
    const fetchMock = stubApi(
      ownerRoutes([], [], {
        'GET /properties/many': () => ({ data: [moved ? { ...listing, status: 'draft' } : listing] }),
        [`POST /properties/${listing._id}/actions`]: () => {
          moved = true;
          return { data: buildListing() };
        },
      }),
    );
    await renderMyListings('/dashboard/listings/u');
    const user = userEvent.setup();
    await user.click(within(await openMenu(user, 'Oak House')).getByRole('menuitem', { name: 'Move to Drafts' }));
    const confirm = await screen.findByRole('dialog', { name: 'Move “Oak House” to Drafts?' });
    expect(confirm).toHaveTextContent('It will be taken off the market');
    expect(callsTo(fetchMock, `POST /properties/${listing._id}/actions`)).toBe(0);
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    await waitFor(() =>
      expect(within(screen.getByRole('region', { name: /^Drafts/ })).getByRole('heading', { name: 'Oak House' })).toBeInTheDocument(),
    );
    expect(bodyOf(fetchMock, `POST /properties/${listing._id}/actions`)).toEqual({ action: 'move-to-drafts' });
    expect(callsTo(fetchMock, 'GET /properties/many')).toBe(2);
    expect(snackTexts()).toContain('“Oak House” has been moved to your drafts');
  });

  it(`Move to Listings shows '${MESSAGES.listingNotReady}' on 400 and offers Extend Duration and Edit instead`, async () => {
    const listing = buildSummary({ title: 'Oak House', status: 'draft', expiresAt: '2026-01-01T00:00:00.000Z' });
    stubApi(
      ownerRoutes([listing], [], {
        [`POST /properties/${listing._id}/actions`]: { status: 400, code: 'LISTING_NOT_READY', message: MESSAGES.listingNotReady },
      }),
    );
    const { router } = await renderMyListings('/dashboard/listings/u');
    const user = userEvent.setup();
    await user.click(within(await openMenu(user, 'Oak House')).getByRole('menuitem', { name: 'Move to Listings' }));

    const dialog = await screen.findByRole('dialog', { name: 'This listing cannot be listed yet' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(MESSAGES.listingNotReady);
    expect(within(dialog).getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', `/dashboard/listings/${listing._id}/edit`);
    await user.click(within(dialog).getByRole('button', { name: 'Extend Duration' }));
    expect(await screen.findByRole('dialog', { name: 'Extend Duration' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/listings/u');
  });

  it('Duplicate copies the listing into a new draft and opens its edit page', async () => {
    const listing = buildSummary({ title: 'Oak House' });
    const copy = buildListing({ _id: listingId(9) });
    stubApi(ownerRoutes([listing], [], { [`POST /properties/${listing._id}/duplicate`]: { data: copy } }));
    const { router } = await renderMyListings('/dashboard/listings/u');
    const user = userEvent.setup();
    await user.click(within(await openMenu(user, 'Oak House')).getByRole('menuitem', { name: 'Duplicate' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/listings/${copy._id}/edit`));
    expect(snackTexts()).toContain('A copy of “Oak House” is in your drafts. You can edit it now.');
  });

  it('Extend Duration lets the person choose 3 or 6 months at the catalogue price, posts the checkout and goes to /checkout/{id}', async () => {
    const listing = buildSummary({ title: 'Oak House' });
    const checkoutId = '00000000-0000-4000-8000-00000000c0c0';
    const checkout = buildCheckout({
      _id: checkoutId,
      product: { kind: 'listing-plan', ref: listing._id, options: { term: 6 } },
      description: 'Listing extension: 6 months, Oak House',
      line: { key: 'listingExtension', params: { months: 6, title: 'Oak House' } },
      amount: { amount: 24_900, currency: 'USD' },
    });
    const fetchMock = stubApi(ownerRoutes([listing], [], { 'POST /checkouts': { data: checkout } }));
    const { router } = await renderMyListings('/dashboard/listings/u');
    const user = userEvent.setup();
    await user.click(within(await openMenu(user, 'Oak House')).getByRole('menuitem', { name: 'Extend Duration' }));

    const dialog = await screen.findByRole('dialog', { name: 'Extend Duration' });
    expect(within(dialog).getByRole('radio', { name: '3 months $149.00' })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: '6 months $249.00' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continue to payment' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/checkout/${checkoutId}`));
    expect(bodyOf(fetchMock, 'POST /checkouts')).toEqual({ product: { kind: 'listing-plan', ref: listing._id, options: { term: 6 } } });
  });

  it(`Remove asks first, then shows '${MESSAGES.listingHasOpenDeals}' on 409 and keeps the listing`, async () => {
    const listing = buildSummary({ title: 'Oak House' });
    const fetchMock = stubApi(
      ownerRoutes([listing], [], {
        [`DELETE /properties/${listing._id}`]: { status: 409, code: 'LISTING_HAS_OPEN_DEALS', message: MESSAGES.listingHasOpenDeals },
      }),
    );
    await renderMyListings('/dashboard/listings/u');
    const user = userEvent.setup();
    await user.click(within(await openMenu(user, 'Oak House')).getByRole('menuitem', { name: 'Remove' }));

    const dialog = await screen.findByRole('dialog', { name: 'Remove “Oak House”?' });
    expect(callsTo(fetchMock, `DELETE /properties/${listing._id}`)).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(snackTexts()).toContain(MESSAGES.listingHasOpenDeals));
    expect(screen.getByRole('heading', { level: 3, name: 'Oak House' })).toBeInTheDocument();
  });

  it('shows the open-deals refusal in the reader’s language (es)', async () => {
    const listing = buildSummary({ title: 'Oak House' });
    stubApi(
      ownerRoutes([listing], [], {
        [`DELETE /properties/${listing._id}`]: { status: 409, code: 'LISTING_HAS_OPEN_DEALS', message: MESSAGES.listingHasOpenDeals },
      }),
    );
    await renderMyListings('/dashboard/listings/u', { locale: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Acciones de Oak House' }));
    await user.click(screen.getByRole('menuitem', { name: 'Eliminar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: '¿Eliminar «Oak House»?' })).getByRole('button', { name: 'Eliminar' }),
    );
    await waitFor(() =>
      expect(snackTexts()).toContain('Este anuncio aún tiene ofertas o pedidos abiertos. Cancélalos antes de eliminarlo.'),
    );
  });

  it('Remove removes the listing after Yes and refreshes the list', async () => {
    const listing = buildSummary({ title: 'Oak House' });
    let removed = false;
    stubApi(
      ownerRoutes([], [], {
        'GET /properties/many': () => ({ data: removed ? [] : [listing] }),
        [`DELETE /properties/${listing._id}`]: () => {
          removed = true;
          return { data: { done: true } };
        },
      }),
    );
    await renderMyListings('/dashboard/listings/u');
    const user = userEvent.setup();
    await user.click(within(await openMenu(user, 'Oak House')).getByRole('menuitem', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove “Oak House”?' })).getByRole('button', { name: 'Remove' }));

    await waitFor(() => expect(screen.queryByRole('heading', { level: 3, name: 'Oak House' })).not.toBeInTheDocument());
    expect(snackTexts()).toContain('“Oak House” has been removed');
  });
});
