import { describe, expect, it } from 'vitest';
import { trackingCall } from '../lib/tracking-args.ts';

describe('npm run tracking arguments', () => {
  it('asks for the funnel of a merchant, narrowed by days, affiliate code and utm_source', () => {
    expect(trackingCall(['funnel', 'demo'])).toEqual({ method: 'GET', path: '/admin/tracking/funnel?merchantCode=DEMO' });
    expect(trackingCall(['funnel', 'demo'], { from: '2026-11-01', to: '2026-11-24', affiliate: 'A1', utm: 'fb ads' })).toEqual({
      method: 'GET',
      path: '/admin/tracking/funnel?merchantCode=DEMO&from=2026-11-01&to=2026-11-24&affiliateCode=A1&utmSource=fb+ads',
    });
  });

  it('edits the affiliate book through the content endpoints', () => {
    expect(trackingCall(['affiliates', 'add', 'demo', 'A1', 'Rosa', 'Cruz'], { referral: 'R9' })).toEqual({
      method: 'POST',
      path: '/admin/content/affiliates',
      body: { merchantCode: 'DEMO', item: { code: 'A1', agentName: 'Rosa Cruz', referralCode: 'R9', domain: null } },
    });
    expect(trackingCall(['affiliates', 'deactivate', 'DEMO', '4'])).toEqual({ method: 'PATCH', path: '/admin/content/affiliates/4', body: { merchantCode: 'DEMO', item: { active: false } } });
    expect(trackingCall(['affiliates', 'remove', 'DEMO', '4'])).toEqual({ method: 'DELETE', path: '/admin/content/affiliates/4?merchantCode=DEMO' });
    expect(trackingCall(['affiliates', 'list', 'DEMO'])).toEqual({ method: 'GET', path: '/admin/content/affiliates?merchantCode=DEMO' });
  });

  it('refuses anything else (the usage line is printed)', () => {
    for (const args of [[], ['funnel'], ['funnel', 'A', 'B'], ['affiliates'], ['affiliates', 'add', 'DEMO', 'A1'], ['affiliates', 'remove', 'DEMO'], ['affiliates', 'wipe', 'DEMO', '1']]) {
      expect(trackingCall(args), args.join(' ')).toBeNull();
    }
  });
});
