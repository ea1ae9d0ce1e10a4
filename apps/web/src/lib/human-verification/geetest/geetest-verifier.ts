import type { GeetestRegistration } from '@portico/contract/captcha';
import { encodeGeetestPayload } from '@portico/contract/captcha-payload';
import type { LanguageCode } from '@portico/contract/languages';
import { callEndpoint } from '../../http/call-endpoint';
import { captchaGeetestRef } from '../endpoints';
import { currentLanguage } from '../../i18n/i18n';
import { HumanVerificationError, type HumanVerifier } from '../human-verifier';
import { describeGeetestError, initTimedOut, scriptLoadFailed } from './errors';
import { geetestLanguage } from './languages';
import { DEFAULT_SERVERS, LOADER_PATH, loadFromServers } from './load-script';

/** doc A §9: the captcha's start (script, challenge, ready) gets 10 s, and is tried once more. */
export const INIT_TIMEOUT_MS = 10_000;

type Listener = (arg?: unknown) => void;
/** The captcha object both of Geetest's loaders hand back (product 'bind': no widget of its own). */
export interface GeetestCaptcha {
  onReady(fn: Listener): unknown;
  onSuccess(fn: Listener): unknown;
  onError(fn: Listener): unknown;
  onClose(fn: Listener): unknown;
  /** v3 */
  verify?(): void;
  /** v4 */
  showCaptcha?(): void;
  reset(): void;
  destroy(): void;
  getValidate(): false | Record<string, string>;
}
type InitFn = (config: Record<string, unknown>, callback: (captcha: GeetestCaptcha) => void) => void;
export interface GeetestGlobals {
  initGeetest?: InitFn;
  initGeetest4?: InitFn;
}

export interface GeetestOptions {
  version: 'v3' | 'v4';
  /** Script servers in order (merchant's geetestServers); Geetest's static servers when absent. */
  servers?: readonly string[] | undefined;
  /** 'sms': verification before an sms code, which needs v4 (doc A §5). */
  purpose?: 'form' | 'sms';
}

export interface GeetestDeps {
  register?: () => Promise<GeetestRegistration>;
  loadScript?: (servers: readonly string[], path: string, ready: () => boolean) => Promise<unknown>;
  language?: () => LanguageCode;
  globals?: () => GeetestGlobals;
  initTimeoutMs?: number;
}

const fromPlatform = () =>
  callEndpoint(captchaGeetestRef, { query: { t: String(Date.now()) }, alert: false, noStore: true });

interface Pending {
  resolve: (payload: string) => void;
  reject: (error: unknown) => void;
}

/**
 * The Geetest adapter (decision 015) behind the HumanVerifier port. init loads Geetest's script
 * (servers in order, 3 s each), fetches the register step and waits for the captcha to be ready,
 * all within 10 s, retried once. verify opens Geetest's challenge; closing it rejects 'closed',
 * a second verify while one runs rejects 'busy' ('verify geetest too fast'). A result is single
 * use on the platform, so after one is handed out the next verify starts with a fresh challenge.
 */
export function createGeetestVerifier(options: GeetestOptions, deps: GeetestDeps = {}): HumanVerifier {
  const { version, purpose = 'form' } = options;
  const servers = options.servers?.length ? options.servers : DEFAULT_SERVERS;
  const register = deps.register ?? fromPlatform;
  const loadScript = deps.loadScript ?? loadFromServers;
  const language = deps.language ?? currentLanguage;
  const globals = deps.globals ?? (() => window as unknown as GeetestGlobals);
  const initTimeoutMs = deps.initTimeoutMs ?? INIT_TIMEOUT_MS;
  const initFn = () => (version === 'v3' ? globals().initGeetest : globals().initGeetest4);

  let captcha: GeetestCaptcha | null = null;
  let generation = 0;
  let fresh = false;
  let pending: Pending | null = null;

  function drop() {
    generation++;
    captcha?.destroy();
    captcha = null;
    fresh = false;
  }

  /** One start: script, register, initGeetest, ready. Resolves with a ready captcha of `mine`. */
  async function start(mine: number): Promise<GeetestCaptcha> {
    try {
      await loadScript(servers, LOADER_PATH[version], () => typeof initFn() === 'function');
    } catch {
      throw scriptLoadFailed();
    }
    const reg = await register();
    // success 0: Geetest is down and the platform refuses results anyway; say so instead of a dead widget.
    if (reg.success !== 1) throw describeGeetestError({ code: '60205' });
    const init = initFn();
    if (!init) throw scriptLoadFailed();
    const config =
      version === 'v3'
        ? { gt: reg.gt, challenge: reg.challenge, offline: false, new_captcha: reg.newCaptcha, product: 'bind', lang: geetestLanguage('v3', language()), https: location.protocol === 'https:' }
        : { captchaId: reg.gt, product: 'bind', language: geetestLanguage('v4', language()) };
    return new Promise<GeetestCaptcha>((resolve, reject) => {
      init(config, (obj) => {
        let ready = false;
        const current = () => mine === generation && captcha === obj;
        obj.onReady(() => {
          ready = true;
          resolve(obj);
        });
        obj.onError((info) => {
          if (!ready) return reject(describeGeetestError(info));
          if (current()) settle((p) => p.reject(describeGeetestError(info)));
        });
        obj.onClose(() => {
          if (current()) settle((p) => p.reject(new HumanVerificationError({ kind: 'closed' })));
        });
        obj.onSuccess(() => {
          if (!current()) return;
          const value = obj.getValidate();
          if (!value) return settle((p) => p.reject(describeGeetestError({})));
          fresh = false;
          settle((p) => p.resolve(payloadOf(value)));
        });
      });
    });
  }

  function payloadOf(v: Record<string, string>): string {
    if (version === 'v3') return encodeGeetestPayload({ geetestChallenge: v.geetest_challenge ?? '', geetestSeccode: v.geetest_seccode ?? '' });
    const { lot_number, captcha_output, pass_token, gen_time } = v;
    return encodeGeetestPayload({ geetestValidateV4: JSON.stringify({ lot_number, captcha_output, pass_token, gen_time }) });
  }

  function settle(fn: (p: Pending) => void) {
    const p = pending;
    pending = null;
    if (p) fn(p);
  }

  /** One start within its 10 s; a start that answers late is thrown away. */
  async function attempt(): Promise<void> {
    drop();
    const mine = generation;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(initTimedOut()), initTimeoutMs);
    });
    const started = start(mine);
    // A late captcha of a timed-out start is destroyed, never used.
    started.then((obj) => mine !== generation && obj.destroy(), () => undefined);
    try {
      const obj = await Promise.race([started, timeout]);
      captcha = obj;
      fresh = true;
    } finally {
      clearTimeout(timer);
      if (captcha === null) generation++;
    }
  }

  async function init(): Promise<void> {
    if (purpose === 'sms' && version !== 'v4') {
      throw new HumanVerificationError({ kind: 'message', key: 'geetest.sms_needs_v4' });
    }
    try {
      await attempt();
    } catch {
      await attempt(); // doc A §5: captcha init is retried once.
    }
  }

  return {
    init,
    async verify() {
      if (pending) throw new HumanVerificationError({ kind: 'busy' });
      const promise = new Promise<string>((resolve, reject) => {
        pending = { resolve, reject };
      });
      const mine = pending;
      try {
        if (!captcha || !fresh) await init();
      } catch (error) {
        if (pending === mine) pending = null;
        throw error;
      }
      if (pending !== mine) return promise;
      if (version === 'v3') captcha?.verify?.();
      else captcha?.showCaptcha?.();
      return promise;
    },
    reset() {
      settle((p) => p.reject(new HumanVerificationError({ kind: 'closed' })));
      // A v3 challenge cannot be asked again once answered; v4 resets its own lot.
      if (version === 'v4' && captcha) {
        captcha.reset();
        fresh = true;
      } else {
        fresh = false;
      }
    },
  };
}
