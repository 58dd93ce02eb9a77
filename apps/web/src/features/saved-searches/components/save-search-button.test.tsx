import type { TAccount } from '@app/shared/accounts/account.schema';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { accountQueryKey } from '../../../lib/session/get-account';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { buildSavedSearch, savedSearchId } from '../../../../test/fixtures/saved-searches.fixture';
import { renderSavedSearches, resetNotice } from '../test-helpers';
import { SaveSearchButton } from './save-search-button';
import { SavedSearchesDot } from './saved-searches-dot';

const criteria = { searchThis: 'Austin, TX', beds: '2', priceMax: 500_000 } as const;
const account = buildAccount({ savedSearches: [savedSearchId(9)] });

beforeEach(() => {
  resetStores();
  resetNotice();
});
afterEach(() => vi.unstubAllGlobals());

describe('SaveSearchButton', () => {
  it('a signed-out person gets the login popup and comes back to the same results', async () => {
    const fetchMock = stubApi({});
    await renderSavedSearches(<SaveSearchButton criteria={criteria} />, { path: '/results?searchThis=Austin%2C%20TX&beds=2' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save search' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/results?searchThis=Austin%2C%20TX&beds=2' });
    expect(callsTo(fetchMock, 'POST /saved-searches')).toBe(0);
  });

  it('suggests a name in the reader’s language, sends name, criteria and alerts, says so and lights the navbar dot', async () => {
    const saved = buildSavedSearch({ _id: savedSearchId(10), alerts: 'instant' });
    const fetchMock = stubApi({ 'GET /account': { data: account }, 'POST /saved-searches': { data: saved } });
    const { queryClient } = await renderSavedSearches(
      <>
        <SaveSearchButton criteria={criteria} />
        <SavedSearchesDot />
      </>,
      { account },
    );
    const user = userEvent.setup();
    await waitFor(() => expect(queryClient.getQueryData(accountQueryKey)).toBeDefined());
    expect(screen.queryByTestId('saved-searches-dot')).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Save search' }));
    const name = await screen.findByLabelText('Name');
    expect(name).toHaveValue('Austin, TX · 2+ beds · under $500,000');
    await user.selectOptions(screen.getByLabelText('Email alerts'), 'instant');
    await user.click(screen.getAllByRole('button', { name: 'Save search' }).at(-1)!);

    await waitFor(() => expect(snackTexts()).toContain('Search saved. You will find it under Saved searches.'));
    expect(bodyOf(fetchMock, 'POST /saved-searches')).toEqual({
      name: 'Austin, TX · 2+ beds · under $500,000',
      criteria,
      alerts: 'instant',
    });
    expect(queryClient.getQueryData<TAccount>(accountQueryKey)?.savedSearches).toEqual([savedSearchId(10), savedSearchId(9)]);
    expect(await screen.findByTestId('saved-searches-dot')).toHaveTextContent('New saved search');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names the search in Traditional Chinese for a zh-Hant reader', async () => {
    stubApi({ 'GET /account': { data: account } });
    await renderSavedSearches(<SaveSearchButton criteria={criteria} />, { account, locale: 'zh-Hant' });
    await userEvent.setup().click(await screen.findByRole('button', { name: '儲存搜尋' }));
    expect(await screen.findByLabelText('名稱')).toHaveValue('Austin, TX · 2 間以上臥室 · $500,000 以下');
  });

  it('checks the name with the shared schema and shows the server’s “name taken” under the field', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: account },
      'POST /saved-searches': {
        status: 409,
        code: 'SAVED_SEARCH_NAME_TAKEN',
        message: 'You already have a saved search with this name.',
        fields: { name: 'You already have a saved search with this name.' },
      },
    });
    await renderSavedSearches(<SaveSearchButton criteria={criteria} />, { account, locale: 'es' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Guardar búsqueda' }));
    const name = await screen.findByLabelText('Nombre');
    await user.clear(name);
    await user.click(screen.getAllByRole('button', { name: 'Guardar búsqueda' }).at(-1)!);
    expect(await screen.findByText('Este campo es obligatorio.')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST /saved-searches')).toBe(0);

    await user.type(name, 'Casas');
    await user.click(screen.getAllByRole('button', { name: 'Guardar búsqueda' }).at(-1)!);
    expect(await screen.findByText('Ya tienes una búsqueda guardada con este nombre.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
