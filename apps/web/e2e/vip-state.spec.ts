import { expect, test } from '@playwright/test';
import { createMember, signIn } from './support/members.ts';
import { NIGHT_HOST } from './support/merchants.ts';
import { E2E_PORT } from './support/run-settings.ts';

/**
 * Issue 31 defect 6: on Lucky Night a member's home said both "VIP Bronze — 0 of 3" (rank progress)
 * and "No VIP level yet" (member info). The platform now answers the rank from the member's label,
 * and the page says one thing.
 */
test('a Lucky Night member without VIP reads "No VIP level yet" once, and no rank', async ({ page, request }) => {
  const member = await createMember(request, {}, { merchant: 'NIGHT' });
  const night = `http://${NIGHT_HOST}:${E2E_PORT}`;
  await page.goto(`${night}/m/login`);
  const rank = page.waitForResponse((r) => r.url().endsWith('/wps/relay/MCSFE_getPlayerRankProgress'));
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  expect(await (await rank).json()).toMatchObject({ success: true, value: { playerRankProgress: { labelId: null } } });

  await expect(page.getByText('No VIP level yet')).toHaveCount(1);
  await expect(page.getByText('No VIP level yet')).toBeVisible();
  // The rank's answer is in (above) and the sections below it have drawn: no second, contradicting VIP state.
  await expect(page.getByRole('link', { name: 'Member centre' })).toBeVisible();
  await expect(page.getByText(/VIP Bronze/)).toHaveCount(0);
  await expect(page.getByRole('progressbar', { name: 'VIP rank' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Member centre' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Member centre' })).toBeVisible();
  await expect(page.getByText('No VIP level yet')).toBeVisible();
  await expect(page.getByText(/VIP Bronze/)).toHaveCount(0);
});

test('a member with VIP (player1 on the demo merchant) reads one rank: the label and the progress agree', async ({ page }) => {
  await page.goto('/m/login');
  await signIn(page, { username: 'player1', password: 'Player#2026' });
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: 'VIP rank' })).toHaveAttribute('aria-valuetext', 'VIP Silver — 3 of 5 conditions to Gold');
  // Below the fold, with the games, activities and customer service (decision 028): slow on a loaded machine.
  await expect(page.getByRole('link', { name: 'VIP Silver' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('No VIP level yet')).toHaveCount(0);
});
