import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import AccessibilityPage from './accessibility-page';

describe('accessibility statement', () => {
  it('states the standard, how it is tested, the limits, and how to report a barrier, with links to do so', async () => {
    await renderWithApp(<AccessibilityPage />, { path: '/accessibility' });
    await screen.findByRole('heading', { level: 1, name: 'Accessibility' });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Our standard', 'How we test', 'Known limitations', 'Report a barrier']);
    expect(screen.getByText(/WCAG\) 2\.2 at level AA/)).toBeInTheDocument();
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/contact', '/feedback']));
  });
});
