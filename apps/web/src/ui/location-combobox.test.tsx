import type { TPlace } from '@app/shared/search/search.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { AUSTIN, AUSTIN_COUNTY, ZIP_78701 } from '../../test/fixtures/search.fixture';
import { LocationCombobox } from './location-combobox';

const picked = vi.fn<(text: string, place: TPlace) => void>();

function Box() {
  const [value, setValue] = useState('');
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <LocationCombobox label="Location" value={value} onChange={setValue} onPick={picked} />
    </form>
  );
}

/** Answers GET /places by the q parameter (stubApi keys ignore the query). */
function placesApi(byQuery: Record<string, TPlace[]>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== '/api/v1/places') throw new Error(`unexpected API call ${url.pathname}`);
    return Response.json({ success: true, data: byQuery[url.searchParams.get('q') ?? ''] ?? [] });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  picked.mockReset();
  vi.unstubAllGlobals();
});

describe('location combobox', () => {
  it('asks for places once typing pauses and lists them as options of a listbox', async () => {
    const fetchMock = placesApi({ Austin: [AUSTIN, AUSTIN_COUNTY] });
    await renderWithApp(<Box />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box, 'Austin');
    const listbox = await screen.findByRole('listbox', { name: 'Suggested places' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Austin, TXCity', 'Austin County, TXCity']);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    // One request for the settled text, not one per key.
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/v1/places?q=Austin&limit=8']);
  });

  it('moves through options with the arrow keys (aria-activedescendant) and picks with Enter', async () => {
    placesApi({ Austin: [AUSTIN, AUSTIN_COUNTY] });
    await renderWithApp(<Box />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(box, 'Austin');
    const options = await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id); // wraps round
    await userEvent.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await userEvent.keyboard('{Enter}');
    expect(picked).toHaveBeenCalledWith('Austin County, TX', AUSTIN_COUNTY);
    expect(box).toHaveValue('Austin County, TX');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('fills a picked ZIP code as the ZIP alone ("78701")', async () => {
    placesApi({ '787': [ZIP_78701] });
    await renderWithApp(<Box />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(box, '787');
    await userEvent.click(await screen.findByRole('option', { name: /78701, Austin, TX/ }));
    expect(box).toHaveValue('78701');
    expect(picked).toHaveBeenCalledWith('78701', ZIP_78701);
  });

  it("says 'Sorry, no matching options' when nothing matches, and Escape closes, then clears", async () => {
    placesApi({});
    await renderWithApp(<Box />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(box, 'Atlantis');
    expect(await screen.findByText('Sorry, no matching options')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByText('Sorry, no matching options')).not.toBeInTheDocument();
    expect(box).toHaveValue('Atlantis');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
  });

  it('keeps free text: Enter without a chosen option leaves the text for the form to search', async () => {
    placesApi({ Austin: [AUSTIN] });
    await renderWithApp(<Box />);
    const box = screen.getByRole('combobox', { name: 'Location' });
    await userEvent.type(box, 'Austin');
    await screen.findByRole('option');
    await userEvent.keyboard('{Enter}');
    expect(picked).not.toHaveBeenCalled();
    expect(box).toHaveValue('Austin');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  });

  it('reads in Traditional Chinese, with the spec message translated', async () => {
    placesApi({});
    const { i18n } = await renderWithApp(<Box />, { locale: 'zh-Hant' });
    await userEvent.type(screen.getByRole('combobox', { name: 'Location' }), 'Atlantis');
    expect(await screen.findByText(i18n.t('messages:sorryNoMatchingOptions'))).toBeInTheDocument();
    expect(i18n.t('messages:sorryNoMatchingOptions')).not.toBe('Sorry, no matching options');
  });
});
