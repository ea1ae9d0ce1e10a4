import { expect, type Page } from '@playwright/test';

/** The demo merchant's seeded announcement popups (decision 028): one for visitors, one for members. */
export const DEMO_VISITOR_POPUP = 'Welcome to Portico';
export const DEMO_MEMBER_POPUP = 'Weekend reload bonus';

/** Waits for an announcement popup on home and closes it, so home can be used. */
export async function closeAnnouncement(page: Page, title: string): Promise<void> {
  const popup = page.getByRole('dialog', { name: title });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).last().click();
  await expect(popup).toBeHidden();
}
