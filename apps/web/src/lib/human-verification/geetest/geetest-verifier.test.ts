import { afterEach, describe, expect, it, vi } from 'vitest';
import { captchaFields, type GeetestRegistration } from '@portico/contract/captcha';
import { HumanVerificationError } from '../human-verifier';
import { createGeetestVerifier, INIT_TIMEOUT_MS, type GeetestCaptcha, type GeetestGlobals } from './geetest-verifier';

afterEach(() => vi.useRealTimers());

type Fn = (arg?: unknown) => void;
/** A captcha object as Geetest's loaders hand it out, driven by the test. */
function fakeCaptcha(opts: { ready?: boolean } = {}) {
  const on: Record<string, Fn[]> = { ready: [], success: [], error: [], close: [] };
  let validate: false | Record<string, string> = false;
  const obj: GeetestCaptcha & { fire(name: string, arg?: unknown): void; pass(v: Record<string, string>): void; opened: number } = {
    opened: 0,
    onReady: (fn) => on.ready!.push(fn),
    onSuccess: (fn) => on.success!.push(fn),
    onError: (fn) => on.error!.push(fn),
    onClose: (fn) => on.close!.push(fn),
    verify: () => void obj.opened++,
    showCaptcha: () => void obj.opened++,
    reset: vi.fn(() => void (validate = false)),
    destroy: vi.fn(),
    getValidate: () => validate,
    fire: (name, arg) => on[name]!.forEach((fn) => fn(arg)),
    pass(v) {
      validate = v;
      obj.fire('success');
    },
  };
  if (opts.ready !== false) queueMicrotask(() => obj.fire('ready'));
  return obj;
}

function setup(version: 'v3' | 'v4', makeCaptcha = () => fakeCaptcha()) {
  const made: ReturnType<typeof fakeCaptcha>[] = [];
  const configs: Record<string, unknown>[] = [];
  const init = (config: Record<string, unknown>, cb: (c: GeetestCaptcha) => void) => {
    configs.push(config);
    const c = makeCaptcha();
    made.push(c);
    cb(c);
  };
  const globals: GeetestGlobals = version === 'v3' ? { initGeetest: init } : { initGeetest4: init };
  let serial = 0;
  const register = vi.fn(async (): Promise<GeetestRegistration> => ({ gt: 'gt-id', challenge: `${++serial}`.padStart(32, '0'), newCaptcha: true, success: 1 }));
  const loadScript = vi.fn(async (_servers: readonly string[], _path: string, _ready: () => boolean) => 'loaded');
  const verifier = createGeetestVerifier({ version, servers: ['/a', '/b'] }, { register, loadScript, globals: () => globals, language: () => 'JA' });
  return { verifier, made, configs, register, loadScript };
}

const problem = (p: Promise<unknown>) => p.then(() => null, (e: unknown) => (e instanceof HumanVerificationError ? e.problem : e));

describe('the Geetest verifier', () => {
  it('v3: loads gt.js from the servers, registers, inits product bind in the captcha language, and answers challenge + seccode', async () => {
    const { verifier, made, configs, loadScript } = setup('v3');
    await verifier.init();
    expect(loadScript).toHaveBeenCalledWith(['/a', '/b'], '/static/tools/gt.js', expect.any(Function));
    expect(configs[0]).toMatchObject({ gt: 'gt-id', challenge: '1'.padStart(32, '0'), product: 'bind', lang: 'ja', new_captcha: true, offline: false });
    const payload = verifier.verify();
    expect(made[0]?.opened).toBe(1);
    made[0]?.pass({ geetest_challenge: 'c', geetest_validate: 'v', geetest_seccode: 'v|jordan' });
    expect(captchaFields(await payload)).toEqual({ geetestChallenge: 'c', geetestSeccode: 'v|jordan' });
  });

  it('v4: answers getValidate() as the geetestValidateV4 JSON, language in v4 codes', async () => {
    const { verifier, made, configs, loadScript } = setup('v4');
    await verifier.init();
    expect(loadScript.mock.calls[0]?.[1]).toBe('/v4/gt4.js');
    expect(configs[0]).toMatchObject({ captchaId: 'gt-id', product: 'bind', language: 'jpn' });
    const payload = verifier.verify();
    const v = { lot_number: 'l', captcha_output: 'o', pass_token: 'p', gen_time: '1' };
    made[0]?.pass(v);
    expect(JSON.parse(captchaFields(await payload).geetestValidateV4 ?? '')).toEqual(v);
  });

  it("closing the challenge rejects 'closed' (verify_first); a second verify while one runs is 'busy' (too fast)", async () => {
    const { verifier, made } = setup('v3');
    await verifier.init();
    const first = verifier.verify();
    expect(await problem(verifier.verify())).toEqual({ kind: 'busy' });
    made[0]?.fire('close');
    expect(await problem(first)).toEqual({ kind: 'closed' });
  });

  it('verification errors come out as Geetest user_error text plus the code number', async () => {
    const { verifier, made } = setup('v3');
    await verifier.init();
    const p = verifier.verify();
    made[0]?.fire('error', { error_code: 'error_21', user_error: 'Network is slow' });
    expect(await problem(p)).toEqual({ kind: 'text', text: 'Network is slow 21' });
  });

  it('a spent v3 challenge is never reused: the next verify registers again', async () => {
    const { verifier, made, register } = setup('v3');
    await verifier.init();
    const p = verifier.verify();
    made[0]?.pass({ geetest_challenge: 'c', geetest_seccode: 's|jordan' });
    await p;
    const next = verifier.verify();
    await vi.waitFor(() => expect(made).toHaveLength(2));
    expect(register).toHaveBeenCalledTimes(2);
    expect(made[0]?.destroy).toHaveBeenCalled();
    await vi.waitFor(() => expect(made[1]?.opened).toBe(1));
    made[1]?.fire('close');
    await problem(next);
  });

  it('init times out after 10 s and is retried exactly once; a late captcha is destroyed', async () => {
    vi.useFakeTimers();
    let n = 0;
    // The first start never gets ready; the second does.
    const { verifier, made, register } = setup('v3', () => fakeCaptcha({ ready: ++n > 1 }));
    const done = verifier.init();
    await vi.advanceTimersByTimeAsync(INIT_TIMEOUT_MS - 1);
    expect(register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await done;
    expect(register).toHaveBeenCalledTimes(2);
    expect(INIT_TIMEOUT_MS).toBe(10_000);
    made[0]?.fire('ready');
    await vi.advanceTimersByTimeAsync(0);
    expect(made[0]?.destroy).toHaveBeenCalled();
    expect(made[1]?.destroy).not.toHaveBeenCalled();
  });

  it('gives up after the one retry, as a network failure', async () => {
    vi.useFakeTimers();
    const { verifier, register } = setup('v4', () => fakeCaptcha({ ready: false }));
    const result = problem(verifier.init());
    await vi.advanceTimersByTimeAsync(2 * INIT_TIMEOUT_MS);
    expect(await result).toEqual({ kind: 'message', key: 'geetest.network', values: { code: '60205' } });
    expect(register).toHaveBeenCalledTimes(2);
  });

  it("a script that no server delivers is 60204; sms needs v4 ('Geetest service not work')", async () => {
    const { verifier, loadScript } = setup('v4');
    loadScript.mockRejectedValue(new Error('none'));
    expect(await problem(verifier.init())).toEqual({ kind: 'message', key: 'geetest.network', values: { code: '60204' } });
    expect(loadScript).toHaveBeenCalledTimes(2);
    const sms = createGeetestVerifier({ version: 'v3', purpose: 'sms' });
    expect(await problem(sms.init())).toEqual({ kind: 'message', key: 'geetest.sms_needs_v4' });
  });
});
