import { expect, test } from './support/csp.ts';
import { expectNoSeriousViolations } from './support/axe';
import { createMember, signIn } from './support/members';

// The Wallet tab (issue 30 point 4): a fresh member; the money moves through the sandbox checkout, the history reads the ledger.

test('a new member sees an empty wallet, deposits through the sandbox, and finds the deposit at the top of the history', async ({ page, request }) => {
  const member = await createMember(request);
  await page.goto('/m/wallet');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱0.00');
  const history = page.getByRole('region', { name: 'Transaction history' });
  await expect(history.getByText('No transactions yet. Make a deposit and it will show here.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your accounts' }).getByRole('link', { name: 'Add a bank card' })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('link', { name: 'Deposit' }).first().click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await page.getByRole('button', { name: '₱1,000.00', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received: ₱1,000.00 was added to your balance.' })).toBeVisible();

  await page.goto('/m/wallet');
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱1,000.00');
  const top = history.getByRole('listitem').first();
  await expect(top).toContainText('Deposit');
  await expect(top).toContainText('GCash');
  await expect(top).toContainText('+₱1,000.00');
  await expect(top).toContainText('Credited');
  await expect(history.getByText('Showing 1 of 1')).toBeVisible();
  await expectNoSeriousViolations(page);

  const filters = page.getByRole('group', { name: 'Show transactions' });
  await filters.getByRole('button', { name: 'Withdrawals' }).click();
  await expect(filters.getByRole('button', { name: 'Withdrawals' })).toHaveAttribute('aria-pressed', 'true');
  await expect(history.getByText('No withdrawals yet. The withdrawals you request will show here.')).toBeVisible();
  await expect(history.getByRole('listitem')).toHaveCount(0);
  await expect(history.getByRole('link', { name: 'Deposit' })).toHaveAttribute('href', '/m/voucherCenter');
  await expectNoSeriousViolations(page);

  await filters.getByRole('button', { name: 'Deposits' }).click();
  await expect(history.getByRole('listitem')).toHaveCount(1);
});

test('right to left in Arabic on a 360 px screen: the Wallet tab with a history fits the width, its controls are 44 px, axe passes', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const member = await createMember(request);
  await page.goto('/m/voucherCenter');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
  await page.getByRole('button', { name: '₱500.00', exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Payment received' })).toBeVisible();

  await page.evaluate(() => {
    localStorage.setItem('language', 'AR');
    document.cookie = 'portico_lang=AR; path=/';
  });
  await page.goto('/m/wallet');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'المحفظة' })).toBeVisible();
  const history = page.getByRole('region', { name: 'سجل المعاملات' });
  await expect(history.getByRole('listitem').first()).toContainText('+₱500.00');
  await expect(history.getByRole('listitem').first()).toContainText('إيداع');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const controls = [
    page.getByRole('link', { name: 'إيداع' }).first(),
    page.getByRole('link', { name: 'سحب' }),
    ...(await page.getByRole('group', { name: 'عرض المعاملات' }).getByRole('button').all()),
  ];
  for (const control of controls) expect((await control.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectNoSeriousViolations(page);
});
