import { expect, type Page } from '@playwright/test';

/**
 * Opens a path the way a person does, and returns once the page is theirs to use. A page the
 * server rendered (decision 090) is shown at once but stays inert until the app has taken it over:
 * a click on it before then does nothing, for a person as for a journey. A page drawn in the
 * browser (and the compatibility splash, which has no root) is usable as soon as it loads.
 */
export async function open(page: Page, path: string) {
  const response = await page.goto(path);
  await expect(page.locator('#root[inert], #root[data-server-rendered]')).toHaveCount(0);
  return response;
}
