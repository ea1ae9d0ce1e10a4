import { E2E_ADMIN_TOKEN, E2E_PORT } from './run-settings.ts';

/**
 * Runs once, after the platform is up (Playwright starts the web server first). The demo merchant's
 * seeded announcement popups (decision 028) are modal and arrive half a second after home opens: in a
 * run where every spec signs in to the demo home and clicks on it, they would take the click of
 * whichever test meets them. They are removed here, through the operator API; home.spec.ts proves the
 * popups on merchants of its own.
 */
export default async function globalSetup(): Promise<void> {
  const base = `http://127.0.0.1:${E2E_PORT}/admin/content/popup-announcements`;
  const headers = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  const answer = (await (await fetch(`${base}?merchantCode=DEMO`, { headers })).json()) as { success: boolean; value?: { id: number }[] };
  if (!answer.success || !answer.value) throw new Error(`cannot list the demo popups: ${JSON.stringify(answer)}`);
  for (const { id } of answer.value) {
    const removed = await fetch(`${base}/${id}?merchantCode=DEMO`, { method: 'DELETE', headers });
    if (!removed.ok) throw new Error(`cannot remove demo popup ${id}: HTTP ${removed.status}`);
  }
  await removeDemoInstallPrompt(headers);
}

/**
 * The demo merchant's install prompt (decision 036) shows on every iPhone home: removed like the
 * popups; e2e/install-prompt.spec.ts proves it on merchants of its own.
 */
async function removeDemoInstallPrompt(headers: Record<string, string>): Promise<void> {
  const base = `http://127.0.0.1:${E2E_PORT}/admin/content/install-prompt`;
  const answer = (await (await fetch(`${base}?merchantCode=DEMO`, { headers })).json()) as { success: boolean; value?: { id: number }[] };
  if (!answer.success || !answer.value) throw new Error(`cannot list the demo install prompt: ${JSON.stringify(answer)}`);
  for (const { id } of answer.value) {
    const removed = await fetch(`${base}/${id}?merchantCode=DEMO`, { method: 'DELETE', headers });
    if (!removed.ok) throw new Error(`cannot remove the demo install prompt ${id}: HTTP ${removed.status}`);
  }
}
