import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ALL_ENDPOINTS } from '../src/catalogue.ts';
import { captchaSolution, geetestValidateV4 } from '../src/captcha.ts';
import { hasControlCharacter, requestText } from '../src/text.ts';

interface Def {
  type: string;
  shape?: Record<string, z.ZodMiniType>;
  innerType?: z.ZodMiniType;
}
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** Every string field of a request schema, by its path (objects, optionals and nullables are walked). */
function stringFields(schema: z.ZodMiniType, path = ''): [string, z.ZodMiniType][] {
  const def = defOf(schema);
  if (def.type === 'string') return [[path, schema]];
  if (def.type === 'object') {
    return Object.entries(def.shape ?? {}).flatMap(([key, child]) => stringFields(child, path ? `${path}.${key}` : key));
  }
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) return stringFields(def.innerType, path);
  return [];
}

const requestSchemas: [string, z.ZodMiniType][] = [
  ...ALL_ENDPOINTS.flatMap((e) => [
    ...(e.query ? [[`${e.id} query`, e.query] as [string, z.ZodMiniType]] : []),
    ...(e.body ? [[`${e.id} body`, e.body] as [string, z.ZodMiniType]] : []),
  ]),
  // Carried inside a body field as encoded JSON, parsed by the platform with these.
  ['captcha solution', captchaSolution],
  ['geetest v4 result', geetestValidateV4],
];

describe('request text', () => {
  it('finds control characters: C0 (tab and newline too), DEL and C1, and nothing else', () => {
    for (const c of ['\u0000', '\t', '\n', '\r', '\u001f', '\u007f', '\u0085', '\u009f']) expect(hasControlCharacter(`a${c}b`), JSON.stringify(c)).toBe(true);
    for (const text of ['player_1', 'Päßwörd#2026', '玩家', '\u00a0', '😀', ' ~']) expect(hasControlCharacter(text), text).toBe(false);
  });

  it('names the field and keeps the length bound', () => {
    const schema = z.object({ username: requestText(4) });
    expect(z.safeParse(schema, { username: 'a\u0000' }).error?.issues).toMatchObject([{ path: ['username'], message: 'must not contain control characters' }]);
    expect(z.safeParse(schema, { username: 'abcde' }).success).toBe(false);
    expect(z.safeParse(schema, { username: 'abcd' }).success).toBe(true);
  });

  it('walks the request schemas down to their string fields', () => {
    const fields = requestSchemas.flatMap(([name, schema]) => stringFields(schema).map(([field]) => `${name}: ${field}`));
    expect(fields).toEqual(expect.arrayContaining(['session.login body: username', 'session.login.verification body: loginDeviceId']));
    expect(fields.length).toBeGreaterThan(40);
  });

  it.each(requestSchemas)('every string field of %s refuses a NUL byte', (_name, schema) => {
    const fields = stringFields(schema);
    for (const [field, leaf] of fields) expect(z.safeParse(leaf, '1\u0000').success, field).toBe(false);
  });
});

describe('paragraph text', () => {
  it('keeps line breaks (normalised), trims, and refuses every other control character', async () => {
    const { requestParagraphs } = await import('../src/text.ts');
    const schema = requestParagraphs(20);
    expect(z.parse(schema, '  one\r\ntwo\rthree  ')).toBe('one\ntwo\nthree');
    for (const bad of ['a\u0000b', 'a\tb', 'a\u0085b']) expect(z.safeParse(schema, bad).success, JSON.stringify(bad)).toBe(false);
    expect(z.safeParse(schema, 'x'.repeat(21)).success).toBe(false);
  });
});
