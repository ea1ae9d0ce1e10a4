import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Merchant } from '../../merchants/schema.ts';
import type { GeetestKeys, GeetestPort } from './port.ts';

/** Geetest's SDKs wait 5 s; a slow Geetest must not hold a sign-in longer than that. */
const TIMEOUT_MS = 5_000;
const SDK = 'portico-node:1.0';

/** A path under an API base that may itself have a path (a proxy, a test server). */
const under = (base: string, path: string) => new URL(path, base.endsWith('/') ? base : `${base}/`);
const md5 = (s: string) => createHash('md5').update(s).digest('hex');

interface Options {
  v3Api: string;
  v4Api: string;
  keys: GeetestKeys;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}

/**
 * The real adapter: Geetest's public server API (decision 015).
 * v3 — `GET register.php` (gt, digestmod md5, json_format 1) answers `{challenge}`; the browser gets
 * md5(challenge + key). `POST validate.php` (seccode, challenge, captchaid) answers `{seccode}`,
 * "false" when refused. v4 — `POST validate?captcha_id=` with the four getValidate() values and
 * `sign_token` = HMAC-SHA256(key, lot_number) answers `{status, result}`.
 * Any failure to reach Geetest refuses (fails closed); the key and the results are never logged.
 */
export function geetestApiAdapter({ v3Api, v4Api, keys, log, fetch: doFetch = fetch }: Options): GeetestPort {
  const keyOf = (m: Merchant) => {
    const key = keys.get(m.merchantCode);
    if (!key) throw new Error(`GEETEST_KEYS has no key for merchant ${m.merchantCode}`);
    return key;
  };

  async function call(url: URL, init: RequestInit = {}): Promise<Record<string, unknown> | null> {
    try {
      const res = await doFetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!res.ok) {
        log.warn({ host: url.host, path: url.pathname, status: res.status }, 'geetest answered an error status');
        return null;
      }
      const body = (await res.json()) as unknown;
      return body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : null;
    } catch (err) {
      log.warn({ host: url.host, path: url.pathname, err: (err as Error).name }, 'geetest could not be reached');
      return null;
    }
  }

  const form = (fields: Record<string, string>) => ({
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

  return {
    kind: 'geetest',

    async register(merchant, client) {
      const gt = merchant.captcha.GEETEST_ID;
      if (merchant.captcha.GEETEST_VERSION === 'v4') {
        return { gt, challenge: randomBytes(16).toString('hex'), newCaptcha: true, success: 1 };
      }
      const key = keyOf(merchant);
      const url = under(v3Api, 'register.php');
      const params = { gt, json_format: '1', digestmod: 'md5', sdk: SDK, client_type: 'h5', ip_address: client.ip };
      for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v);
      const body = await call(url);
      const origin = typeof body?.challenge === 'string' ? body.challenge : '';
      if (!origin || origin === '0') {
        // Geetest is down: its SDKs switch to an unchecked "failback" mode; we refuse instead.
        return { gt, challenge: md5(randomBytes(16).toString('hex')), newCaptcha: true, success: 0 };
      }
      return { gt, challenge: md5(origin + key), newCaptcha: true, success: 1 };
    },

    async validate(merchant, result, client) {
      const key = keyOf(merchant);
      const gt = merchant.captcha.GEETEST_ID;
      if (result.version === 'v3') {
        const body = await call(
          under(v3Api, 'validate.php'),
          form({
            seccode: result.seccode,
            challenge: result.challenge,
            captchaid: gt,
            json_format: '1',
            sdk: SDK,
            client_type: 'h5',
            ip_address: client.ip,
          }),
        );
        const seccode = body?.seccode;
        return typeof seccode === 'string' && seccode !== '' && seccode !== 'false';
      }
      const url = under(v4Api, 'validate');
      url.searchParams.set('captcha_id', gt);
      const body = await call(
        url,
        form({
          lot_number: result.lot_number,
          captcha_output: result.captcha_output,
          pass_token: result.pass_token,
          gen_time: result.gen_time,
          sign_token: createHmac('sha256', key).update(result.lot_number).digest('hex'),
        }),
      );
      if (body?.status !== 'success') {
        if (body) log.warn({ code: body.code }, 'geetest v4 validate answered an error');
        return false;
      }
      return body.result === 'success';
    },
  };
}
