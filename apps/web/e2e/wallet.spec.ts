import type { Page } from '@playwright/test';
import { expect, test } from './support/csp.ts';
import { SESSION_STORAGE_KEY } from '@portico/contract/session';
import { expectNoSeriousViolations } from './support/axe';
import { BRL_HOST } from './support/merchants/features.ts';
import { E2E_ADMIN_TOKEN, E2E_PORT } from './support/run-settings.ts';
import { createMember, signIn } from './support/members';

// The wallet (issue 12): a fresh member per test; money moves only through the sandbox checkout and the operator endpoint.

/** Opens a member page as a fresh member: the guard sends to sign in, which comes back here. */
async function arriveSignedIn(page: Page, request: Parameters<typeof createMember>[0], path: string, origin = '') {
  const member = await createMember(request, {}, origin ? { merchant: 'E2E_BRL' } : {});
  await page.goto(`${origin}/m${path}`);
  await signIn(page, member);
  await expect(page).toHaveURL(new RegExp(`/m${path.replace(/[?]/g, '\\?')}$`));
}

/** A relay call with the page's own session, as the install engine makes it. */
async function relay<T>(page: Page, name: string): Promise<T> {
  return page.evaluate(
    async ({ key, url }) => {
      const token = (JSON.parse(sessionStorage.getItem(key) ?? '{}') as { token?: string }).token ?? '';
      const res = await fetch(url, { headers: { Authorization: token } });
      return ((await res.json()) as { value: unknown }).value;
    },
    { key: SESSION_STORAGE_KEY, url: `/wps/relay/${name}` },
  ) as Promise<T>;
}

async function depositThroughSandbox(page: Page, amountButton: string, choice: 'Pay' | 'Cancel') {
  await page.getByRole('button', { name: amountButton, exact: true }).click();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('heading', { name: 'Sandbox payment' })).toBeVisible();
  await page.getByRole('button', { name: choice }).click();
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);
}

test('a first deposit through the sandbox checkout: bad amounts send nothing, cancel credits nothing, paying updates balance and count', async ({ page, request }) => {
  await arriveSignedIn(page, request, '/voucherCenter');
  const balance = page.getByRole('region', { name: 'Balance' });
  await expect(balance).toContainText('₱0.00');
  await expectNoSeriousViolations(page);

  const orders: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('MCSFE_createDepositOrder')) orders.push(r.url());
  });
  const amount = page.getByRole('textbox', { name: 'Amount' });
  const submit = page.getByRole('button', { name: 'Continue to payment' });
  for (const [typed, message] of [
    ['', 'Enter an amount.'],
    ['abc', 'Enter the amount in digits.'],
    ['150.123', 'Too many digits after the decimal point.'],
    ['99', 'The minimum is ₱100.00.'],
    ['50001', 'The maximum is ₱50,000.00.'],
  ]) {
    await amount.fill(typed!);
    await submit.click();
    await expect(page.getByRole('alert').filter({ hasText: message! })).toBeVisible();
  }
  expect(orders).toEqual([]);

  await depositThroughSandbox(page, '₱500.00', 'Cancel');
  await expect(page.getByRole('status').filter({ hasText: 'The payment was cancelled. Nothing was charged.' })).toBeVisible();
  await expect(balance).toContainText('₱0.00');

  await depositThroughSandbox(page, '₱1,000.00', 'Pay');
  await expect(page.getByRole('status').filter({ hasText: 'Payment received: ₱1,000.00 was added to your balance.' })).toBeVisible();
  await expect(balance).toContainText('₱1,000.00');
  await expectNoSeriousViolations(page);
  expect(await relay(page, 'MCSFE_getDepositWithdrawStatistics')).toMatchObject({ totalDepositSuccessCount: 1, totalWithdrawSuccessCount: 0 });

  // Pix is for BRL merchants: this one's Pix page says so and leads to the card form.
  await page.goto('/m/securityCenter/addBankCardPix');
  await expect(page.getByText('Pix keys are only for accounts in Brazilian reais.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByRole('link', { name: 'Add a bank card' }).click();
  await expect(page).toHaveURL(/\/m\/securityCenter\/addBankCard$/);
});

test('a withdrawal to a bound card is held, then paid by the operator, and shows as paid', async ({ page, request }) => {
  await arriveSignedIn(page, request, '/withdraw');
  await expect(page.getByText('Bind a bank account before you withdraw.')).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.goto('/m/voucherCenter');
  await depositThroughSandbox(page, '₱500.00', 'Pay');
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱500.00');

  await page.goto('/m/securityCenter/addBankCard');
  const bindCard = page.getByRole('button', { name: 'Bind bank card' });
  await bindCard.click();
  await expect(page.getByText('This field is required.')).toHaveCount(3);
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'BDO Unibank' });
  await page.getByLabel('Account number').fill('12ab');
  await page.getByLabel('Account holder name').fill('Agent 007');
  await bindCard.click();
  await expect(page.getByText('Enter 5 to 20 digits.')).toBeVisible();
  await expect(page.getByText('Enter the name as it appears on the account.')).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel('Account number').fill('0012 3456 789');
  await page.getByLabel('Account holder name').fill('Ana Cruz');
  await bindCard.click();

  await expect(page).toHaveURL(/\/m\/withdraw$/);
  const amount = page.getByRole('textbox', { name: 'Amount' });
  const request_ = page.getByRole('button', { name: 'Request withdrawal' });
  await expect(page.getByLabel('Your accounts')).toContainText('BDO Unibank •••• 6789');
  await amount.fill('600');
  await request_.click();
  await expect(page.getByText('The maximum is ₱500.00.')).toBeVisible();
  await amount.fill('200');
  await request_.click();
  await expect(page.getByText('Withdrawal requested. The amount is on hold until it is paid.')).toBeVisible();
  const withdrawals = page.getByRole('region', { name: 'Your withdrawals' });
  await expect(withdrawals).toContainText('Pending');
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('₱300.00');
  await expectNoSeriousViolations(page);

  const admin = { Authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  const pending = await request.get('/admin/wallet/withdrawals?merchantCode=DEMO&status=pending', { headers: admin });
  const mine = ((await pending.json()) as { value: { withdrawalId: string; accountLabel: string; amount: number }[] }).value.find(
    (w) => w.amount === 20_000 && w.accountLabel === 'BDO Unibank •••• 6789',
  );
  const paid = await request.post(`/admin/wallet/withdrawals/${mine!.withdrawalId}/pay`, { headers: admin, data: { merchantCode: 'DEMO' } });
  expect(((await paid.json()) as { value: { status: string } }).value.status).toBe('paid');

  await page.reload();
  await expect(page.getByRole('region', { name: 'Your withdrawals' })).toContainText('Paid');
  expect(await relay(page, 'MCSFE_getDepositWithdrawStatistics')).toMatchObject({ totalDepositSuccessCount: 1, totalWithdrawSuccessCount: 1 });
});

test('a BRL member binds a bank card and a Pix key, with every bad key refused on its field', async ({ page, request }) => {
  const origin = `http://${BRL_HOST}:${E2E_PORT}`;
  await arriveSignedIn(page, request, '/securityCenter/addBankCardPix', origin);
  const key = page.getByRole('textbox', { name: 'Pix key' });
  const bind = page.getByRole('button', { name: 'Bind Pix key' });
  await page.getByLabel('Account holder name').fill('João Silva');
  for (const [type, typed, message] of [
    ['CPF (taxpayer number)', '529.982.247-26', 'This CPF is not valid: check the last two digits.'],
    ['CPF (taxpayer number)', '123', 'This key does not match the chosen key type.'],
    ['Mobile phone', '11 91234-5678', 'This key does not match the chosen key type.'],
    ['Email address', 'joao@', 'This key does not match the chosen key type.'],
    ['Random key', 'not-a-uuid', 'This key does not match the chosen key type.'],
  ]) {
    await page.getByLabel('Key type').selectOption({ label: type! });
    await key.fill(typed!);
    await bind.click();
    await expect(page.getByRole('alert').filter({ hasText: message! })).toBeVisible();
  }
  await expectNoSeriousViolations(page);
  await page.getByLabel('Key type').selectOption({ label: 'CPF (taxpayer number)' });
  await key.fill('529.982.247-25');
  await bind.click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByLabel('Your accounts')).toContainText('Pix •••• 4725');

  await page.getByRole('link', { name: 'Add a bank card' }).click();
  await page.getByLabel('Bank', { exact: true }).selectOption({ label: 'Nubank' });
  await page.getByLabel('Account number').fill('98765-4321');
  await page.getByLabel('Account holder name').fill('João Silva');
  await page.getByRole('button', { name: 'Bind bank card' }).click();
  await expect(page).toHaveURL(/\/m\/withdraw$/);
  await expect(page.getByLabel('Your accounts')).toContainText('Nubank •••• 4321');
  expect(await relay(page, 'MCSFE_getWithdrawAccountInfo')).toMatchObject({
    fullBankCardList: [{ bankName: 'Nubank', maskedNumber: '•••• 4321' }],
    fullEWalletList: [{ bankName: 'Pix', pixKeyType: 'CPF', maskedNumber: '•••• 4725' }],
  });
});

test('right to left in Arabic on a 360 px screen: the wallet screens fit the width and stay accessible', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await arriveSignedIn(page, request, '/voucherCenter');
  await page.evaluate(() => {
    localStorage.setItem('language', 'AR');
    document.cookie = 'portico_lang=AR; path=/';
  });
  for (const [path, heading] of [
    ['/m/voucherCenter', 'إيداع'],
    ['/m/withdraw', 'سحب'],
    ['/m/securityCenter/addBankCard', 'إضافة بطاقة مصرفية'],
  ]) {
    await page.goto(path!);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectNoSeriousViolations(page);
  }
});
