import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { open } from './navigation';

/** The WCAG 2.2 A and AA rules axe-core checks. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One serious or critical violation on one page, short enough to read in a failure message. */
export type Finding = { path: string; rule: string; impact: string; targets: string[] };

/**
 * Opens `path`, waits until the page has settled (its main heading shows and the network is quiet),
 * and returns axe-core's serious and critical WCAG 2.2 AA violations.
 */
export async function auditPage(page: Page, path: string, navigate = true): Promise<Finding[]> {
  if (navigate) await open(page, path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      path,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}
