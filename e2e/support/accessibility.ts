import fs from 'node:fs';
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
  if (process.env.AXE_COUNTS) recordCounts(process.env.AXE_COUNTS, path, violations);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      path,
      rule: violation.id,
      impact: violation.impact ?? '',
      targets: violation.nodes.slice(0, 3).map((node) => node.target.join(' ')),
    }));
}

/**
 * For bench/README.md (issue 24's axe counts per route and locale): `AXE_COUNTS=<file>` appends a
 * line per audited page with its violations of every impact, counted by impact, and their rules.
 */
function recordCounts(file: string, path: string, violations: { id: string; impact?: string | null; nodes: unknown[] }[]) {
  const counts: Record<string, number> = { critical: 0, serious: 0, moderate: 0, minor: 0 };
  for (const violation of violations)
    counts[violation.impact ?? 'minor'] = (counts[violation.impact ?? 'minor'] ?? 0) + violation.nodes.length;
  fs.appendFileSync(file, `${JSON.stringify({ path, ...counts, rules: violations.map((violation) => violation.id) })}\n`);
}
