import { describe, expect, it } from 'vitest';
import { chromeVisibility } from './chrome-visibility';

describe('chrome visibility (spec section 2)', () => {
  it.each([
    '/dashboard/listings/new',
    '/professional/register',
    '/dashboard/myproperties/',
    '/dashboard/communities/new',
    '/appraisal/abc',
    '/compatible',
    '/admin/users',
    '/register/promo1',
  ])('hides the footer on %s', (path) => {
    expect(chromeVisibility(path, undefined).footer).toBe(false);
  });

  it.each(['Results', 'EmailMenu', 'TermsAndConditions', 'ProfessionalSignUpEdit', 'listhub_report'] as const)(
    'hides the footer on the %s route',
    (name) => {
      expect(chromeVisibility('/anything', name).footer).toBe(false);
    },
  );

  it.each(['/', '/about', '/dashboard/wallet', '/dashboard/appraisal', '/listings/123'])('shows the footer on %s', (path) => {
    expect(chromeVisibility(path, undefined).footer).toBe(true);
  });

  it.each(['CompatibilitySplash', 'listhub_report', 'EmailMenu', 'Ebook Promotion'] as const)('hides the navbar on %s', (name) => {
    expect(chromeVisibility('/x', name).navbar).toBe(false);
  });

  it('hides the navbar on admin paths and shows it elsewhere', () => {
    expect(chromeVisibility('/admin', undefined).navbar).toBe(false);
    expect(chromeVisibility('/about', undefined).navbar).toBe(true);
  });

  it('delays the footer 900 ms on Results and 300 ms elsewhere', () => {
    expect(chromeVisibility('/results', 'Results').footerDelayMs).toBe(900);
    expect(chromeVisibility('/about', undefined).footerDelayMs).toBe(300);
  });
});
