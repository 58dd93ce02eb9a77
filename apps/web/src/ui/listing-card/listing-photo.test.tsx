import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ListingPhoto } from './listing-photo';

describe('a listing card photo', () => {
  it('labels a virtually staged cover in its name and on a badge', async () => {
    await renderWithApp(<ListingPhoto photo={{ url: '/media/loft.jpg', virtuallyStaged: true }} alt="Riverside loft" />);
    expect(await screen.findByRole('img', { name: 'Riverside loft (virtually staged)' })).toHaveAttribute('src', '/media/loft.jpg');
    expect(screen.getByText('Virtually staged')).toBeVisible();
  });

  it('leaves any other photo unlabelled', async () => {
    await renderWithApp(<ListingPhoto photo={{ url: '/media/loft.jpg', caption: 'The river side' }} alt="Riverside loft" />);
    expect(await screen.findByRole('img', { name: 'The river side' })).toBeInTheDocument();
    expect(screen.queryByText('Virtually staged')).not.toBeInTheDocument();
  });
});
