import { E2E_ADMIN_TOKEN, E2E_PORT } from './run-settings.ts';

/**
 * Runs once, after the platform is up (Playwright starts the web server first). The demo merchant's
 * seeded announcement popups (decision 028) are modal and arrive half a second after home opens: in a
 * run where every spec signs in to the demo home and clicks on it, they would take the click of
 * whichever test meets them. They are removed here, through the operator API, from both demo merchants
 * the run loads (decision 055 seeds Lucky Night too); home.spec.ts proves the popups on merchants of its
 * own. So is each one's install prompt (decision 036), shown on every iPhone home;
 * e2e/install-prompt.spec.ts proves it on merchants of its own.
 */
export default async function globalSetup(): Promise<void> {
  for (const merchantCode of ['DEMO', 'NIGHT']) {
    for (const kind of ['popup-announcements', 'install-prompt']) await removeAll(kind, merchantCode);
  }
}

async function removeAll(kind: string, merchantCode: string): Promise<void> {
  const base = `http://127.0.0.1:${E2E_PORT}/admin/content/${kind}`;
  const headers = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };
  const answer = (await (await fetch(`${base}?merchantCode=${merchantCode}`, { headers })).json()) as { success: boolean; value?: { id: number }[] };
  if (!answer.success || !answer.value) throw new Error(`cannot list the ${kind} of ${merchantCode}: ${JSON.stringify(answer)}`);
  for (const { id } of answer.value) {
    const removed = await fetch(`${base}/${id}?merchantCode=${merchantCode}`, { method: 'DELETE', headers });
    if (!removed.ok) throw new Error(`cannot remove ${kind} ${id} of ${merchantCode}: HTTP ${removed.status}`);
  }
}
