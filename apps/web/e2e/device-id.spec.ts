import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEVICE_HARNESS_OFFSETS, E2E_PORT } from './support/run-settings.ts';
import { createMember, signIn } from './support/members';
import { startPlatform, type Platform } from './support/platform';

/**
 * Device identity (doc A §3, §7; decision 018). The image CDN of the e2e DEMO merchant is the
 * platform on localhost:<port>, so its device.html frame is cross-origin to pages on 127.0.0.1.
 * Chromium partitions a frame's storage by the top-level site, and ports do not make a site: pages
 * on 127.0.0.1:<A> and 127.0.0.1:<B> share the frame's storage, which is what carries the id over.
 */
const KEPT = 'e2e0a11c-0000-4000-8000-00000000d1ce';
const COOKIE = 'portico_device';
let other: Platform;

const deviceCookie = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === COOKIE)?.value;

/** Waits until the page has resolved its device id (frame answered or timed out) and written the cookie. */
async function resolvedId(page: Page): Promise<string> {
  let id: string | undefined;
  await expect.poll(async () => (id = await deviceCookie(page.context())), { timeout: 15_000 }).toMatch(/^[\w-]{36}$/);
  return id as string;
}

test.describe('device id', () => {
  // One worker owns the extra platform instances (their ports are fixed per project).
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    const testInfo = test.info();
    testInfo.setTimeout(180_000);
    other = await startPlatform(E2E_PORT + (testInfo.project.name === 'iphone' ? 8 : 4));
  });
  test.afterAll(() => other.stop());

  test('is 36 characters, stable across reloads, and sent as loginDeviceId and the Device header', async ({ page, request }) => {
    await page.goto('/m/login');
    const id = await resolvedId(page);
    await page.reload();
    await page.waitForTimeout(2500);
    expect(await resolvedId(page)).toBe(id);

    const member = await createMember(request);
    const login = page.waitForRequest('**/wps/session/login');
    await signIn(page, member);
    expect((await login).headers()['device']).toBe(id);
  });

  test('is the same on two origins through the CDN frame', async ({ page, context }) => {
    // An id kept from an earlier visit to origin A; this browser's fingerprint is another one.
    await context.addCookies([{ name: COOKIE, value: KEPT, url: `http://127.0.0.1:${E2E_PORT}` }]);
    const frameAnswered = page.waitForResponse((r) => r.url() === `http://localhost:${E2E_PORT}/device.html`);
    await page.goto(`http://127.0.0.1:${E2E_PORT}/m/login`);
    await frameAnswered;
    // The frame is removed once it has answered.
    await expect.poll(() => page.locator('iframe[title="device"]').count(), { timeout: 10_000 }).toBe(0);
    expect(await deviceCookie(context)).toBe(KEPT);

    // Origin B, without the page's cookie: only the frame (its own partitioned storage) knows KEPT.
    await context.clearCookies({ name: COOKIE, domain: '127.0.0.1' });
    await page.goto(`${other.url}/m/login`);
    expect(await resolvedId(page)).toBe(KEPT);
  });

  test('the frame answers an allow-listed parent and refuses a foreign one', async ({ page }) => {
    const harness = `<!doctype html><title>harness</title><p id="out">waiting</p>
      <iframe id="f" title="device" src="http://localhost:${E2E_PORT}/device.html"></iframe>
      <script>
        addEventListener('message', (e) => { if (e.data && e.data.type === 'DEVICE_ID') document.getElementById('out').textContent = 'answered ' + e.data.id; });
        document.getElementById('f').addEventListener('load', (e) => e.target.contentWindow.postMessage({ type: 'DEVICE_ID', id: '${KEPT}' }, '*'));
      </script>`;
    // The same page from a real loopback server (Chromium's local-network checks refuse a page it
    // cannot place), reached as one of the merchant's hosts and as a host no merchant has.
    // Decision 042: the frame matches full origins, so the harness listens on a port the e2e merchant
    // lists, and the same page on another port of the same host is as foreign as another host.
    const listen = async (port: number) => {
      const server: Server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(harness));
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return server;
    };
    const allowedPort = E2E_PORT + DEVICE_HARNESS_OFFSETS[test.info().project.name === 'iphone' ? 1 : 0]!;
    const allowed = await listen(allowedPort);
    const elsewhere = await listen(0);
    const { port: otherPort } = elsewhere.address() as AddressInfo;
    try {
      await page.goto(`http://127.0.0.1:${allowedPort}/harness.html`);
      await expect(page.locator('#out')).toHaveText(`answered ${KEPT}`);

      for (const foreign of [`http://foreign.localhost:${allowedPort}`, `http://127.0.0.1:${otherPort}`]) {
        await page.goto(`${foreign}/harness.html`);
        // The frame has loaded and been asked (its load event fired) before the answer could come.
        await page.waitForTimeout(3000);
        await expect(page.locator('#out')).toHaveText('waiting');
      }
    } finally {
      allowed.close();
      elsewhere.close();
    }
  });
});
