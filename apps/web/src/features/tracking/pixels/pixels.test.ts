import { describe, expect, it } from 'vitest';
import type { PixelNetwork, TrackingConfig } from '@portico/contract/tracking';
import type { PixelDriver } from './drivers';
import type { TagCall } from './networks';
import { createPixels } from './pixels';

function recorder() {
  const calls: string[] = [];
  const tags: [PixelNetwork, TagCall][] = [];
  const driver: PixelDriver = {
    load: (network) => calls.push(`${network} script`),
    call: (network, c) => {
      calls.push(`${network} ${c.method}${c.eventName ? ` ${c.eventName}` : ''}`);
      tags.push([network, c]);
    },
  };
  return { driver, calls, tags };
}
const config = (consentRequired: boolean, networks: PixelNetwork[]): TrackingConfig => ({ consentRequired, adapter: 'local', pixels: networks.map((network) => ({ network, id: `${network}-id` })) });
const money = { customerId: 7, customerName: 'ann', currency: 'PHP', amount: 10, value: 10, revenue: 10 };

describe('pixels', () => {
  it('keeps conversions until started, then loads each network and replays them in order with their event_id', () => {
    const { driver, calls, tags } = recorder();
    const pixels = createPixels(config(false, ['meta', 'tiktok']), driver);
    pixels.track('register', { customerId: 7, customerName: 'ann' }, 'e-1');
    pixels.track('firstDeposit', money, 'e-2');
    expect(calls).toEqual([]);
    pixels.start();
    expect(calls).toEqual([
      'meta script', 'meta init', 'tiktok script', 'tiktok load',
      'meta track CompleteRegistration', 'tiktok track CompleteRegistration', 'meta track Purchase', 'tiktok track CompletePayment',
    ]);
    expect(tags.filter(([, c]) => c.eventId === 'e-2').map(([n, c]) => [n, c.params])).toEqual([
      ['meta', { currency: 'PHP', value: 10 }],
      ['tiktok', { currency: 'PHP', value: 10 }],
    ]);
    // Who the member is never reaches a pixel.
    expect(JSON.stringify(tags)).not.toMatch(/ann|customerId/);
  });

  it("puts Google's consent defaults before its tag: denied then granted where consent was asked, granted where not", () => {
    const asked = recorder();
    createPixels(config(true, ['google']), asked.driver).start();
    expect(asked.calls.slice(0, 3)).toEqual(['google consent consent default', 'google consent consent update', 'google script']);
    expect(asked.tags[0]![1].params).toMatchObject({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
    const notAsked = recorder();
    createPixels(config(false, ['google']), notAsked.driver).start();
    expect(notAsked.calls.slice(0, 2)).toEqual(['google consent consent default', 'google script']);
    expect(notAsked.tags[0]![1].params).toMatchObject({ ad_storage: 'granted' });
  });

  it('uses a custom event where the network has no standard one, with the doc E name', () => {
    const { driver, calls } = recorder();
    const pixels = createPixels(config(false, ['meta']), driver);
    pixels.start();
    pixels.track('withdraw', money, 'e-3');
    expect(calls.at(-1)).toBe('meta trackCustom withdraw');
  });
});
