import { describe, expect, it } from 'vitest';
import { checkRegistrationToken, parseWebPushToken } from '../../src/push/registration-token.ts';

const subscription = (endpoint: string) => JSON.stringify({ endpoint, keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' } });
const codeOf = (fn: () => unknown) => {
  try {
    fn();
    return null;
  } catch (err) {
    return (err as { errorCode?: string }).errorCode ?? 'thrown';
  }
};

describe('registration tokens by provider', () => {
  it('a Web Push token is a subscription with an https endpoint (http only outside production)', () => {
    expect(parseWebPushToken(subscription('https://fcm.googleapis.com/fcm/send/abc'), false).endpoint).toBe('https://fcm.googleapis.com/fcm/send/abc');
    expect(codeOf(() => parseWebPushToken(subscription('http://10.0.0.5/internal'), false))).toBe('push.token_invalid');
    expect(codeOf(() => parseWebPushToken(subscription('http://127.0.0.1:8090/notify/x'), true))).toBeNull();
    expect(codeOf(() => parseWebPushToken('not json', true))).toBe('push.token_invalid');
    expect(codeOf(() => parseWebPushToken(JSON.stringify({ endpoint: 'https://x.example/y', keys: { p256dh: 'a b', auth: 'c' } }), true))).toBe('push.token_invalid');
  });

  it('an FCM token is letters, digits and - _ : only', () => {
    expect(codeOf(() => checkRegistrationToken('fcm', 'dGVzdA:APA91bH-abc_DEF0123456789xyz', false))).toBeNull();
    expect(codeOf(() => checkRegistrationToken('fcm', subscription('https://x.example/y'), false))).toBe('push.token_invalid');
  });
});
