import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEVICE_HARNESS_OFFSETS, E2E_PORT } from './run-settings.ts';
import { writeContentMerchants } from './merchants/content.ts';
import { writeFeatureMerchants } from './merchants/features.ts';
import { writeSignInMerchants } from './merchants/sign-in.ts';
import { writeSiteAccessMerchants } from './merchants/site-access.ts';
import { writeVerificationMerchants } from './merchants/verification.ts';
import { merchantWriter, type MerchantJson } from './merchants/writer.ts';

/** apps/server/merchants/night.json: the dark-themed demo merchant. */
export const NIGHT_HOST = 'night.localhost';

/**
 * A temporary merchants folder: the demo merchants (the image CDN on the other loopback name) plus
 * the e2e-only variants of each group under merchants/. They never ship.
 */
export function e2eMerchantsDir(repoRoot: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-e2e-merchants-'));
  const readMerchant = (name: string) => JSON.parse(readFileSync(join(repoRoot, 'apps/server/merchants', name), 'utf8')) as MerchantJson;
  const demo = readMerchant('demo.json');
  // The image CDN is the platform itself on the other loopback name, so the device.html frame
  // (decision 018) is cross-origin to pages on 127.0.0.1, as a real CDN is.
  demo.imageCdn = `http://localhost:${E2E_PORT}`;
  // Decision 042: the frame answers full origins only. The device-id spec's second instance of the
  // platform (E2E_PORT+4 for pixel, +8 for iphone) and its harness page are the merchant's too.
  demo.phishing = { extraOrigins: [4, 8, ...DEVICE_HARNESS_OFFSETS].map((offset) => `http://127.0.0.1:${E2E_PORT + offset}`) };
  demo.push = { provider: 'off' };
  const writer = merchantWriter(dir, demo);
  writer.write('demo.json', demo);
  // The second demo merchant as shipped (dark theme, own logo: decision 032), on its own host.
  writer.write('night.json', { ...readMerchant('night.json'), imageCdn: demo.imageCdn, push: demo.push });
  mkdirSync(join(dir, 'mc'));
  for (const writeGroup of [writeVerificationMerchants, writeSignInMerchants, writeSiteAccessMerchants, writeContentMerchants, writeFeatureMerchants]) {
    writeGroup(writer);
  }
  return dir;
}
