import { expect, test } from '@playwright/test';
import { BRL_HOST, BRL_MERCHANT } from './support/merchants/features.ts';
import { E2E_PORT } from './support/run-settings.ts';
import { createMember, signIn } from './support/members';

// doc E §3: money on screen in the merchant's stored currency (BRL → pt-BR grouping and decimals),
// on each money screen, for a member of the BRL merchant whose page is in English.
test('a BRL member sees reais in pt-BR notation on the voucher centre and the withdraw page', async ({ page, request }) => {
  const origin = `http://${BRL_HOST}:${E2E_PORT}`;
  const member = await createMember(request, {}, { merchant: BRL_MERCHANT });
  await page.goto(`${origin}/m/voucherCenter`);
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/voucherCenter$/);

  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R$0,00');
  // The Pix channel's quick amounts and its bounds (R$10 to R$5,000, seed-wallet.ts).
  await expect(page.getByRole('button', { name: 'R$500,00', exact: true })).toBeVisible();
  const amount = page.getByRole('textbox', { name: 'Amount' });
  await amount.fill('5001');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The maximum is R$5.000,00.' })).toBeVisible();

  await page.goto(`${origin}/m/withdraw`);
  await expect(page.getByRole('region', { name: 'Balance' })).toContainText('R$0,00');
});
