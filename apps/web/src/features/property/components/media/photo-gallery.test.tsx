import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../../test/render';
import { buildProperty } from '../../property.fixture';
import { PhotoGallery } from './photo-gallery';

const photos = buildProperty().photos;

describe('photo gallery', () => {
  it('moves between photos with the arrow keys, opens the full-screen viewer with Enter and closes it with Escape', async () => {
    await renderWithApp(<PhotoGallery photos={photos} address="12 Oak Street, Austin, TX 78701" />);
    const user = userEvent.setup();
    const stage = await screen.findByRole('button', { name: /^Photo 1 of 3: Front of the house/ });
    stage.focus();

    await user.keyboard('{ArrowRight}');
    expect(stage).toHaveAccessibleName(/^Photo 2 of 3: Kitchen/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(stage).toHaveAccessibleName(/^Photo 3 of 3: 12 Oak Street, Austin, TX 78701, photo 3/);
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(stage).toHaveAccessibleName(/^Photo 2 of 3/);

    await user.keyboard('{Enter}');
    const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(viewer).getByRole('img', { name: 'Kitchen' })).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: /Next/ }));
    expect(screen.getByRole('dialog', { name: 'Photo 3 of 3' })).toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stage).toHaveFocus();
    expect(stage).toHaveAccessibleName(/^Photo 3 of 3/);
  });

  it('lazy-loads the thumbnails and offers the renditions as a srcset, with the caption or address as alt text', async () => {
    await renderWithApp(<PhotoGallery photos={photos} address="12 Oak Street" />);
    const main = await screen.findByRole('img', { name: 'Front of the house' });
    expect(main).toHaveAttribute('srcset', '/media/p1-thumb.webp 320w, /media/p1-card.webp 640w, /media/p1-full.webp 1600w');
    const thumbnails = screen.getByRole('list', { name: 'All photos' });
    for (const img of thumbnails.querySelectorAll('img')) expect(img).toHaveAttribute('loading', 'lazy');
    await userEvent.click(within(thumbnails).getByRole('button', { name: 'Show photo 3: 12 Oak Street, photo 3' }));
    expect(screen.getByRole('img', { name: '12 Oak Street, photo 3' })).not.toHaveAttribute('srcset');
  });

  it('labels a virtually staged photo on the stage, in its name and in the full-screen viewer', async () => {
    const staged = photos.map((photo, index) => ({ ...photo, virtuallyStaged: index === 1 }));
    await renderWithApp(<PhotoGallery photos={staged} address="12 Oak Street" />);
    const user = userEvent.setup();
    const stage = await screen.findByRole('button', { name: /^Photo 1 of 3: Front of the house/ });
    expect(stage).not.toHaveAccessibleName(/virtually staged/i);
    expect(within(stage).queryByText('Virtually staged')).not.toBeInTheDocument();
    // The counter ('1 / 3') shows beside the button, not in it: no visible words missing from its name (WCAG 2.5.3).
    expect(stage).toHaveTextContent(/^$/);
    expect(screen.getByText('1 / 3')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Show photo 2: Kitchen (virtually staged)' }));
    expect(stage).toHaveAccessibleName(/^Photo 2 of 3: Kitchen \(virtually staged\)/);
    expect(within(stage).getByText('Virtually staged')).toBeVisible();

    await user.click(stage);
    const viewer = screen.getByRole('dialog', { name: 'Photo 2 of 3' });
    expect(within(viewer).getByRole('img', { name: 'Kitchen (virtually staged)' })).toBeInTheDocument();
    expect(within(viewer).getByRole('figure')).toHaveTextContent('Virtually staged · Kitchen');
  });

  it('says so in Spanish too', async () => {
    await renderWithApp(<PhotoGallery photos={[{ ...photos[0]!, virtuallyStaged: true }]} address="12 Oak Street" />, { locale: 'es' });
    expect(await screen.findByRole('img', { name: 'Front of the house (decorado virtualmente)' })).toBeInTheDocument();
    expect(screen.getByText('Decorado virtualmente')).toBeInTheDocument();
  });
});
