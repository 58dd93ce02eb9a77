import type { TCommunityDraft } from '@app/shared/listings/community.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { bodyOf, resetStores } from '../../../../test/test-helpers';
import { buildCommunity, COMMUNITY_ID } from '../listing-wizard.fixture';
import { renderWizard } from '../test-helpers';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Community wizard', { timeout: 15_000 }, () => {
  it('has only its four steps (introduction, then Features, Media, Terms) and links to add a listing to the community', async () => {
    stubApi({
      'GET /account': { data: buildAccount() },
      [`GET /communities/detail/${COMMUNITY_ID}`]: { data: buildCommunity({ title: 'Lakeside' }) },
    });
    await renderWizard(`/dashboard/communities/edit/${COMMUNITY_ID}`);
    const steps = await screen.findByRole('navigation', { name: 'Listing steps' });
    expect(within(steps).getAllByRole('button')).toHaveLength(4);
    for (const name of [/Introduction/, 'Features', 'Media', 'Terms & Conditions'])
      expect(within(steps).getByRole('button', { name })).toBeInTheDocument();
    expect(screen.getByLabelText('Listing title')).toHaveValue('Lakeside');
    expect(screen.getByRole('link', { name: 'Add a listing to this community' })).toHaveAttribute(
      'href',
      `/dashboard/listings/new/${COMMUNITY_ID}`,
    );
  });

  it('creates the community on the first save (POST /communities) and moves to its edit address', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: buildAccount() },
      'POST /communities': (body) => ({ data: buildCommunity(body as TCommunityDraft) }),
    });
    const { router } = await renderWizard('/dashboard/communities/new');
    const user = userEvent.setup();
    expect(screen.queryByRole('link', { name: 'Add a listing to this community' })).not.toBeInTheDocument();
    await user.type(await screen.findByLabelText('Listing title'), 'Lakeside');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText('Street address')).toHaveAccessibleDescription(MESSAGES.addressRequired);
    await user.click(within(screen.getByRole('navigation', { name: 'Listing steps' })).getByRole('button', { name: 'Features' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/communities/edit/${COMMUNITY_ID}`));
    expect(bodyOf(fetchMock, 'POST /communities')).toMatchObject({ title: 'Lakeside' });
    expect(await screen.findByRole('link', { name: 'Add a listing to this community' })).toBeInTheDocument();
  });
});
