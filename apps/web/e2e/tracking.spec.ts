import { randomInt } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import { CONSENT_HOST, CONSENT_MERCHANT, PIXELS_HOST, PIXELS_MERCHANT } from './support/merchants/features.ts';
import { E2E_ADMIN_TOKEN, E2E_PORT } from './support/run-settings.ts';

/**
 * Tracking and attribution (issue 15, decision 040) with the local pixel adapter: a visitor lands
 * from an ad with click ids and an affiliate code, registers, and each network's record, the
 * platform's stored events and the operator's funnel agree. The registration is the platform's own
 * conversion (decision 059): the browser's pixels use the event id the platform stored and forwarded.
 * Each test has its own affiliate code.
 */
const PIXELS = `http://${PIXELS_HOST}:${E2E_PORT}`;
const CONSENT = `http://${CONSENT_HOST}:${E2E_PORT}`;
const NETWORKS = ['google', 'kwai', 'meta', 'tiktok', 'twitter'];
/** What each network calls a registration (contract tracking-networks). */
const REGISTER_NAME: Record<string, string> = { meta: 'CompleteRegistration', tiktok: 'CompleteRegistration', kwai: 'EVENT_COMPLETE_REGISTRATION', google: 'sign_up', twitter: 'CompleteRegistration' };

const freshCode = () => `T${Date.now().toString(36)}${randomInt(1000, 9999)}`;
const freshUsername = () => `trk${Date.now().toString(36)}${randomInt(100, 999)}`;

interface PixelCall { network: string; method: string; eventName: string | null; eventId: string | null; params: Record<string, unknown> }
interface StoredEvent { eventId: string; name: string; source: 'browser' | 'platform'; attribution: Record<string, string> }

// Asked on 127.0.0.1 with the merchant's header: Node does not resolve *.localhost names as Chromium does.
async function pixelCalls(request: APIRequestContext, merchant: string, code: string): Promise<PixelCall[]> {
  return ((await (await request.get(`/dev/pixels.json?affiliateCode=${code}`, { headers: { Merchant: merchant } })).json()) as { calls: PixelCall[] }).calls;
}
async function storedEvents(request: APIRequestContext, merchant: string, code: string): Promise<StoredEvent[]> {
  return ((await (await request.get(`/dev/events.json?affiliateCode=${code}`, { headers: { Merchant: merchant } })).json()) as { events: StoredEvent[] }).events;
}

test('an ad visitor registers: the platform emits the registration, every network receives it once with its event_id, and the funnel counts it', async ({ page, request }) => {
  const code = freshCode();
  const username = freshUsername();
  await page.goto(`${PIXELS}/m/index.html?affiliateCode=${code}&fbclid=FBCLICK${code}&gclid=GCLICK${code}&utm_source=spring_${code}`);
  // The app is running (its language picker is enabled): the in-app navigation is what carries the
  // kept parameters; a tap on the prerendered page before then is a plain link (decision 043).
  await expect(page.getByLabel('Language')).toBeEnabled();
  await page.getByRole('link', { name: 'Create an account' }).click();
  // doc E §4: the kept parameters survive the in-app navigation (utm_source is not one of them: it is in a cookie).
  await expect(page).toHaveURL(new RegExp(`/m/register\\?affiliateCode=${code}&fbclid=FBCLICK${code}&gclid=GCLICK${code}$`));
  await expect(page.getByRole('button', { name: 'Create account' })).toBeEnabled();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await expect(page.getByText('This username is available.')).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Secret2026');
  await page.getByRole('button', { name: 'Create account' }).click();
  const notice = page.getByRole('alertdialog', { name: 'Notice' });
  await expect(notice).toContainText('Your account is ready.');
  await notice.getByRole('button', { name: 'OK' }).click();
  await expect(page).toHaveURL(new RegExp(`/m/home\\?affiliateCode=${code}`));

  // The platform emitted the registration from its own record, with the click ids the landing kept in cookies.
  // The platform's row is there when the form is answered; the browser's registerSubmit comes with its report queue's next batch.
  const names = async () => (await storedEvents(request, PIXELS_MERCHANT, code)).map((e) => e.name).filter((n) => n === 'register' || n === 'registerSubmit').sort();
  await expect.poll(names, { timeout: 15_000 }).toEqual(['register', 'registerSubmit']);
  const stored = await storedEvents(request, PIXELS_MERCHANT, code);
  const register = stored.find((e) => e.name === 'register')!;
  expect(register.source).toBe('platform');
  expect(register.attribution).toMatchObject({ affiliateCode: code, utm_source: `spring_${code}`, gclid: `GCLICK${code}` });
  expect(register.attribution.fbc).toMatch(new RegExp(`^fb\\.1\\.\\d{13}\\.FBCLICK${code}$`));
  expect(stored.filter((e) => e.name === 'registerSubmit')).toHaveLength(1);

  // Each network: its script once, and the registration once, under the stored row's event_id.
  await expect.poll(async () => (await pixelCalls(request, PIXELS_MERCHANT, code)).filter((c) => c.eventId === register.eventId).length, { timeout: 15_000 }).toBe(5);
  const calls = await pixelCalls(request, PIXELS_MERCHANT, code);
  const scripts = calls.filter((c) => c.method === 'script').map((c) => c.network).sort();
  expect(scripts).toEqual(NETWORKS);
  const registrations = calls.filter((c) => c.eventId === register.eventId);
  expect(registrations.map((c) => [c.network, c.eventName]).sort()).toEqual(NETWORKS.map((n) => [n, REGISTER_NAME[n]]));
  // The networks' server APIs got the same registration once each, under the same event_id (they keep one).
  const forwarded = ((await (await request.get(`/dev/conversions.json?eventId=${register.eventId}`)).json()) as { conversions: { network: string }[] }).conversions;
  expect(forwarded.map((c) => c.network).sort()).toEqual(['meta', 'tiktok']);
  const submitted = stored.find((e) => e.name === 'registerSubmit')!;
  expect(submitted.source).toBe('browser');
  expect(calls.filter((c) => c.eventId === submitted.eventId).map((c) => c.network).sort()).toEqual(NETWORKS);
  // Every conversion a pixel received is a row the platform stored (one event_id, two reports). Events
  // after the registration (the signed-in home's) reach the platform in the report queue's next batch.
  await expect
    .poll(
      async () => {
        const storedIds = new Set((await storedEvents(request, PIXELS_MERCHANT, code)).map((e) => e.eventId));
        const received = (await pixelCalls(request, PIXELS_MERCHANT, code)).filter((c) => c.eventId !== null && !c.eventName?.startsWith('consent'));
        return received.filter((c) => !storedIds.has(c.eventId!)).map((c) => `${c.network} ${c.eventName}`);
      },
      { timeout: 15_000 },
    )
    .toEqual([]);

  // The operator's funnel shows the visit and the registration under the code.
  const funnel = await request.get(`/admin/tracking/funnel?merchantCode=${PIXELS_MERCHANT}&affiliateCode=${code}`, { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } });
  const rows = ((await funnel.json()) as { value: { funnel: Record<string, unknown>[] } }).value.funnel;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ affiliateCode: code, utmSource: `spring_${code}`, registerSubmit: 1, register: 1 });
  // One visit per page load: the landing's, when its tracking layer ran before the tap, and the form's.
  expect(rows[0]!.visit).toBeGreaterThanOrEqual(1);
});

test('where consent is required, a visitor who rejects gets no pixel at all, and is not asked again', async ({ page, request }) => {
  const code = freshCode();
  await page.goto(`${CONSENT}/m/index.html?affiliateCode=${code}&fbclid=FB${code}`);
  const banner = page.getByRole('dialog', { name: 'Cookies and ads' });
  await expect(banner).toBeVisible();
  await page.setViewportSize({ width: 360, height: 740 });
  await expectNoSeriousViolations(page);
  await banner.getByRole('button', { name: 'Reject' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  // The reload's visit reaching the platform shows the tracking layer ran again, without asking.
  await expect.poll(async () => (await storedEvents(request, CONSENT_MERCHANT, code)).filter((e) => e.name === 'visit').length, { timeout: 15_000 }).toBe(2);
  await expect(page.getByRole('dialog', { name: 'Cookies and ads' })).toHaveCount(0);
  expect(await pixelCalls(request, CONSENT_MERCHANT, code)).toEqual([]);
  expect(await page.locator('script[src*="fbevents"], script[src*="googletagmanager"], script[src*="tiktok"]').count()).toBe(0);
});

test('where consent is required, accepting loads the pixels with Google Consent Mode defaults first', async ({ page, request }) => {
  const code = freshCode();
  await page.goto(`${CONSENT}/m/index.html?affiliateCode=${code}`);
  await page.getByRole('dialog', { name: 'Cookies and ads' }).getByRole('button', { name: 'Accept' }).click();
  await expect.poll(async () => (await pixelCalls(request, CONSENT_MERCHANT, code)).filter((c) => c.method === 'script').length, { timeout: 15_000 }).toBe(5);
  const google = (await pixelCalls(request, CONSENT_MERCHANT, code)).filter((c) => c.network === 'google');
  expect(google.slice(0, 3).map((c) => [c.method, c.eventName])).toEqual([
    ['gtag.consent', 'consent default'],
    ['gtag.consent', 'consent update'],
    ['script', null],
  ]);
  expect(google[0]!.params).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied' });
  expect(google[1]!.params).toMatchObject({ ad_storage: 'granted' });
});
