import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

test('from the home page footer, the Mortgage Calculator turns a price into a search of homes with their monthly payments', async ({
  page,
}) => {
  await open(page, '/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Mortgage Calculator' }).click();
  await expect(page).toHaveURL(/\/results\?mortgage=calculator$/);

  const tools = page.getByRole('region', { name: 'Mortgage tools' });
  await expect(tools.getByRole('tab', { name: 'Mortgage Calculator' })).toHaveAttribute('aria-selected', 'true');
  const list = page.getByRole('region', { name: 'Results list' });
  await expect(list.getByRole('article').first()).toBeVisible();
  const count = page.getByRole('status').filter({ hasText: /homes$/ });
  const allHomes = await count.textContent();

  await tools.getByLabel('Home price (USD)').fill('350000');
  await expect(tools.getByLabel('Down payment (USD)')).toHaveValue('70000');
  await expect(tools.getByText('Loan amount').locator('xpath=following-sibling::dd')).toHaveText('$280,000.00');
  await expect(tools.getByText('Principal and interest').locator('xpath=following-sibling::dd')).toHaveText(/^\$[\d,]+\.\d\d$/);
  await tools.getByRole('button', { name: 'Show homes at this price' }).click();

  await expect(page).toHaveURL(/\/results\?priceMax=350000&mortgage=calculator$/);
  await expect(page.getByRole('search', { name: 'Search filters' }).getByLabel('Price (USD): maximum')).toHaveValue('350000');
  await expect(count).not.toHaveText(allHomes ?? '');
  await expect(count).toHaveText(/^[\d,]+ homes$/);
  const cards = list.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const prices = await list.locator('article p:first-of-type').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  expect(prices.every((price) => Number(price.replace(/[^\d.]/g, '')) <= 350_000)).toBe(true);
  const estimates = await cards.getByText(/^Est\. \$[\d,]+\.\d\d\/mo$/).count();
  expect(estimates).toBe(await cards.count());
});
