import * as z from 'zod/mini';
import type { $ZodType, $ZodTypeDef } from 'zod/v4/core';

/** What is done to a handler's value before it is sent. */
export type AnswerCheck = (value: unknown) => unknown;

const AS_IS: AnswerCheck = (value) => value;

/** Values JSON carries as they are: nothing inside them can be a key the contract does not name. */
const LEAVES = new Set([
  'string', 'number', 'int', 'boolean', 'bigint', 'null', 'undefined', 'void', 'any', 'unknown', 'date',
  'enum', 'literal', 'nan', 'template_literal', 'never', 'symbol',
]);

type Def = $ZodTypeDef & Record<string, unknown>;
const defOf = (schema: $ZodType) => schema._zod.def as Def;

/** A check such as z.trim() or z.toLowerCase() changes the value; only zod can apply it. */
const rewrites = (def: Def) => (def.checks ?? []).some((check) => (check._zod.def as { check?: string }).check === 'overwrite');

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function objectProjection(def: Def, byZod: AnswerCheck): AnswerCheck {
  const shape = def.shape as Record<string, $ZodType>;
  const fields = Object.entries(shape).map(([key, schema]) => ({ key, optional: defOf(schema).type === 'optional', project: projection(schema) }));
  return (value) => {
    if (!isPlainObject(value)) return byZod(value);
    const out: Record<string, unknown> = {};
    for (const { key, optional, project } of fields) {
      const field = value[key];
      // A missing field is passed on when its schema may give it a value (a default).
      if (field === undefined && optional) continue;
      const projected = project(field);
      if (projected !== undefined) out[key] = projected;
    }
    return out;
  };
}

/**
 * The value with only the keys the schema names, at every depth, built once per schema: what
 * `z.parse` drops, without checking types. Where keeping the named keys is not enough to give the
 * parse's result (defaults, transforms, rewriting checks, unions of objects, objects that keep extra
 * keys), that part is parsed by zod as before.
 */
export function projection(schema: $ZodType): AnswerCheck {
  const def = defOf(schema);
  const byZod: AnswerCheck = (value) => z.parse(schema, value);
  if (rewrites(def)) return byZod;
  if (LEAVES.has(def.type)) return AS_IS;
  switch (def.type) {
    case 'object':
      return def.catchall ? byZod : objectProjection(def, byZod);
    case 'optional':
    case 'nullable':
    case 'readonly': {
      const inner = projection(def.innerType as $ZodType);
      if (inner === AS_IS) return AS_IS;
      return (value) => (value === undefined || (value === null && def.type !== 'optional') ? value : inner(value));
    }
    case 'array': {
      const element = projection(def.element as $ZodType);
      return (value) => (Array.isArray(value) ? (element === AS_IS ? value : value.map(element)) : byZod(value));
    }
    case 'record': {
      if (defOf(def.keyType as $ZodType).type !== 'string' || rewrites(defOf(def.keyType as $ZodType))) return byZod;
      const entry = projection(def.valueType as $ZodType);
      return (value) => {
        if (!isPlainObject(value)) return byZod(value);
        const out: Record<string, unknown> = {};
        for (const [key, item] of Object.entries(value)) out[key] = entry(item);
        return out;
      };
    }
    case 'union':
      return (def.options as $ZodType[]).every((option) => projection(option) === AS_IS) ? AS_IS : byZod;
    default:
      return byZod;
  }
}

/**
 * How an endpoint's answers are checked against the contract (decisions 043, 046). Everywhere the
 * check drops the keys the contract does not name, so a handler that returns a database row cannot
 * leak a column. In development and tests zod also checks every type, so a handler that breaks the
 * contract fails there; production only keeps the named keys (`projection`), off the hot path's bill.
 */
export function answerCheck(schema: $ZodType, production: boolean): AnswerCheck {
  return production ? projection(schema) : (value) => z.parse(schema, value);
}
