import fc from 'fast-check';

/** The slice of an OpenAPI 3.0 schema the fuzzer reads. */
export interface FieldSchema {
  type?: string;
  enum?: unknown[];
  maxLength?: number;
  pattern?: string;
  required?: string[];
  properties?: Record<string, FieldSchema>;
}

/** Characters no one-line field accepts: C0 (NUL first: PostgreSQL refuses it), DEL and C1. */
const CONTROL = ['\u0000', '\u0001', '\t', '\n', '\r', '\u001b', '\u001f', '\u007f', '\u0080', '\u0085', '\u009f'];

const controlText = fc.string({ unit: fc.constantFrom(...CONTROL, 'a', '1', '_'), minLength: 1, maxLength: 12 });

/** Text an attacker tries: controls, injection, traversal, odd Unicode, a lone surrogate. */
const hostileText = fc.constantFrom(
  'a\u0000b',
  '\u0000',
  '%00',
  "' OR 1=1 --",
  '"; DROP TABLE members; --',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\ud800',
  '😀'.repeat(30),
  '   ',
  '',
);

const oversized = fc.constantFrom('x'.repeat(5_000), '9'.repeat(300));

/** A value of the wrong type for any field. */
const wrongType = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 4 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 4 }), { maxKeys: 2 }),
);

/** A value the schema might accept, so the fuzz also reaches the handlers behind validation. */
function plausible(schema: FieldSchema): fc.Arbitrary<unknown> {
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  switch (schema.type) {
    case 'number':
    case 'integer':
      return fc.integer({ min: -1, max: 100_000 });
    case 'boolean':
      return fc.boolean();
    default:
      return schema.pattern
        ? fc.stringMatching(new RegExp(schema.pattern))
        : fc.string({ minLength: 1, maxLength: Math.min(schema.maxLength ?? 24, 24) });
  }
}

const hostile = fc.oneof(
  { arbitrary: controlText, weight: 3 },
  { arbitrary: hostileText, weight: 3 },
  { arbitrary: wrongType, weight: 2 },
  { arbitrary: oversized, weight: 1 },
);

/**
 * A request the schema would take, with at most one field made hostile (or one name repeated, for a
 * query): a body with every field hostile stops at validation, this one also reaches the handlers.
 */
function oneHostile<T>(names: string[], base: fc.Arbitrary<Record<string, T>>, spoil: fc.Arbitrary<T>) {
  if (names.length === 0) return base;
  return fc.tuple(base, fc.option(fc.constantFrom(...names), { freq: 2 }), spoil).map(([record, name, value]) =>
    name === null ? record : { ...record, [name]: value },
  );
}

function plausibleRecord(schema: FieldSchema) {
  const required = schema.required ?? [];
  const fields = Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, plausible(s)]));
  return fc.record(fields, { requiredKeys: required.filter((name) => name in fields) });
}

/** A body of the schema's fields with at most one hostile, or not an object at all. */
export function bodyOf(schema: FieldSchema): fc.Arbitrary<unknown> {
  const names = Object.keys(schema.properties ?? {});
  return fc.oneof(
    { arbitrary: oneHostile<unknown>(names, plausibleRecord(schema), hostile), weight: 8 },
    { arbitrary: wrongType, weight: 1 },
    { arbitrary: fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}') as unknown), weight: 1 },
  );
}

/** Query values are text on the wire; the hostile one may also be the name given twice. */
export function queryOf(params: { name: string; required: boolean; schema: FieldSchema }[]): fc.Arbitrary<[string, string][]> {
  const schema: FieldSchema = {
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  };
  const text = fc.oneof(controlText, hostileText, oversized, fc.integer().map(String));
  const spoil = fc.oneof(text.map((v) => [v]), fc.tuple(text, text).map(([a, b]) => [a, b]));
  const base = plausibleRecord(schema).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, [String(v)]])));
  return oneHostile<string[]>(Object.keys(schema.properties ?? {}), base, spoil).map((r) =>
    Object.entries(r).flatMap(([name, values]) => values.map((v): [string, string] => [name, v])),
  );
}
