import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../db/client.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { ContentKind, ContentRow } from './kind.ts';

const jsonSafe = (value: unknown): unknown => (value instanceof Date ? value.toISOString() : value);

function defaultToInput(kind: ContentKind, row: ContentRow): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(kind.input.shape)) if (row[key] !== undefined) out[key] = jsonSafe(row[key]);
  return out;
}

export function viewOf(kind: ContentKind, row: ContentRow): unknown {
  if (kind.view) return kind.view(row);
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (key !== 'merchantCode') out[key] = jsonSafe(value);
  return out;
}

/** Validates with the kind's schema; a refusal names each field (`fieldErrors`), as every form of the app does. */
export function validate<I extends z.ZodObject>(kind: ContentKind<I>, input: unknown): z.output<I> {
  const parsed = kind.input.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  throw new PlatformError('request.invalid', {
    fieldErrors: parsed.error.issues.map((i) => ({ field: i.path.join('.') || 'item', message: i.message })),
  });
}

async function toValues(kind: ContentKind, input: unknown, merchantCode: string) {
  const valid = validate(kind, input);
  const prepared = kind.prepare ? await kind.prepare(valid, { merchantCode }) : valid;
  return { ...prepared, merchantCode };
}

const DUPLICATE = { field: 'item', message: 'An item with these values already exists' };

/**
 * A write that breaks the kind's unique index becomes the kind's field error (decisions 036, 040).
 * PGlite and node-postgres both carry SQLSTATE 23505; Drizzle wraps it as the cause.
 */
function refuseDuplicate(kind: ContentKind) {
  return (err: unknown): never => {
    const code = (e: unknown) => (typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined);
    if (code(err) !== '23505' && code((err as { cause?: unknown } | null)?.cause) !== '23505') throw err;
    throw new PlatformError('request.invalid', { fieldErrors: [kind.duplicate ?? DUPLICATE] });
  };
}

/**
 * The operator's writes and reads of one kind, always within one merchant: an id of another
 * merchant's row is "not found", never changed.
 */
export function contentStore(db: Db, kind: ContentKind) {
  const { table } = kind;
  const mine = (merchantCode: string, id: number) => and(eq(table.merchantCode, merchantCode), eq(table.id, id));
  const one = async (merchantCode: string, id: number) => {
    const [row] = (await db.select().from(table).where(mine(merchantCode, id)).limit(1)) as ContentRow[];
    if (!row) throw new PlatformError('content.not_found');
    return row;
  };

  return {
    async list(merchantCode: string): Promise<ContentRow[]> {
      const order = kind.orderBy ?? [table.id];
      return (await db.select().from(table).where(eq(table.merchantCode, merchantCode)).orderBy(...order.map((c) => asc(c)))) as ContentRow[];
    },
    get: one,
    async add(merchantCode: string, input: unknown): Promise<ContentRow> {
      const values = await toValues(kind, input, merchantCode);
      const [row] = (await db.insert(table).values(values as never).returning().catch(refuseDuplicate(kind))) as ContentRow[];
      return row!;
    },
    /** A partial change: merged onto the stored fields and validated whole, so the row stays valid. */
    async change(merchantCode: string, id: number, patch: unknown): Promise<ContentRow> {
      if (typeof patch !== 'object' || patch === null || Array.isArray(patch)) {
        throw new PlatformError('request.invalid', { fieldErrors: [{ field: 'item', message: 'Expected an object' }] });
      }
      const current = await one(merchantCode, id);
      const base = kind.toInput ? kind.toInput(current) : defaultToInput(kind, current);
      const values = await toValues(kind, { ...base, ...patch }, merchantCode);
      const [row] = (await db.update(table).set(values as never).where(mine(merchantCode, id)).returning().catch(refuseDuplicate(kind))) as ContentRow[];
      if (!row) throw new PlatformError('content.not_found');
      return row;
    },
    async remove(merchantCode: string, id: number): Promise<void> {
      const gone = (await db.delete(table).where(mine(merchantCode, id)).returning()) as ContentRow[];
      if (gone.length === 0) throw new PlatformError('content.not_found');
    },
  };
}
