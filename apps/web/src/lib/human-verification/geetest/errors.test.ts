import { describe, expect, it } from 'vitest';
import { describeGeetestError } from './errors';
import { geetestLanguage } from './languages';

describe('describeGeetestError (doc A §8)', () => {
  it('describes loader codes 60204 and 60205 as a network failure', () => {
    for (const code of ['60204', 60205]) {
      expect(describeGeetestError({ code, msg: 'timeout' }).problem).toEqual({ kind: 'message', key: 'geetest.network', values: { code: String(code) } });
    }
  });

  it("shows a verification error's user_error with its code's number, a captcha error's message with its code", () => {
    expect(describeGeetestError({ error_code: 'error_21', msg: 'net', user_error: '网络不给力' }).problem).toEqual({ kind: 'text', text: '网络不给力 21' });
    expect(describeGeetestError({ code: '60100', msg: 'captchaId invalid' }).problem).toEqual({ kind: 'text', text: 'captchaId invalid (60100)' });
  });

  it("falls back to 'unknown error'", () => {
    for (const info of [undefined, {}, { msg: 'no code' }, 'boom']) {
      expect(describeGeetestError(info).problem).toEqual({ kind: 'message', key: 'geetest.unknown' });
    }
  });
});

describe('geetestLanguage (doc A §9)', () => {
  it("maps the app's language to v3's and v4's codes, English otherwise", () => {
    expect(['CN', 'TW', 'EN', 'JA', 'KO', 'ID', 'ES', 'TH', 'VI', 'TA'].map((c) => geetestLanguage('v3', c as 'CN'))).toEqual([
      'zh-cn', 'zh-tw', 'en', 'ja', 'ko', 'id', 'es', 'th', 'vi', 'ta',
    ]);
    expect(geetestLanguage('v3', 'HK')).toBe('zh-hk');
    expect(geetestLanguage('v3', 'RU')).toBe('en');
    expect(geetestLanguage('v4', 'RU')).toBe('rus');
    expect(geetestLanguage('v4', 'CN')).toBe('zho');
    expect(geetestLanguage('v4', 'KM')).toBe('eng');
  });
});
