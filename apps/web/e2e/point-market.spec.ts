import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { createMember, signIn } from './support/members.ts';

/** Issue 31 defect 8: points are spent only after a confirmation, once however often it is tapped. */
test('redeeming asks first: one tap spends nothing, cancel spends nothing, confirm spends exactly once', async ({ page, request }) => {
  const member = await createMember(request, { points: 850 });
  await page.goto('/m/login');
  await signIn(page, member);
  await expect(page).toHaveURL(/\/m\/home$/, { timeout: 15_000 });
  const redemptions: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/wps/member/points/redeem')) redemptions.push(r.postData() ?? '');
  });

  await page.goto('/m/mall/mallHome');
  await expect(page.getByText('Your points: 850')).toBeVisible();
  const redeem = page.getByRole('button', { name: 'Redeem: 10 free spins' });

  // One tap: a question naming the item, its cost and the balance after; nothing sent.
  await redeem.click();
  const question = page.getByRole('dialog', { name: 'Redeem 10 free spins?' });
  await expect(question).toContainText('This costs 100 points. Your balance after: 750 points.');
  await expectNoSeriousViolations(page);
  expect(redemptions).toEqual([]);

  // Cancel: the question goes, the points stay.
  await question.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(question).toBeHidden();
  await expect(page.getByText('Your points: 850')).toBeVisible();
  expect(redemptions).toEqual([]);

  // Escape is a cancel too.
  await redeem.click();
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toBeHidden();
  expect(redemptions).toEqual([]);

  // Confirm, tapped twice in a row: one redemption.
  await redeem.click();
  const answered = page.waitForResponse('**/wps/member/points/redeem');
  await question.getByRole('button', { name: 'Redeem for 100 points' }).dblclick();
  expect(await (await answered).json()).toMatchObject({ success: true, value: { points: 750 } });
  await expect(page.getByRole('status').filter({ hasText: 'Redeemed: 10 free spins' })).toBeVisible();
  await expect(page.getByText('Your points: 750')).toBeVisible();
  expect(redemptions).toHaveLength(1);
  // What the platform holds: 750, not 650.
  await page.reload();
  await expect(page.getByText('Your points: 750')).toBeVisible();
});
