import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { PasskeySummary } from '@portico/contract/passkeys';
import { passkeys } from '../../db/schema-passkeys.ts';
import { PlatformError } from '../../http/platform-error.ts';
import type { MemberRow } from '../../plugins/app/sessions.ts';

export type PasskeyRow = typeof passkeys.$inferSelect;

export const summaryOf = (row: PasskeyRow): PasskeySummary => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** The member's own passkey with this id; another member's (or merchant's) answers passkey.not_found. */
const ownedBy = (member: MemberRow, id: number) =>
  and(eq(passkeys.id, id), eq(passkeys.memberId, member.id), eq(passkeys.merchantCode, member.merchantCode));

export async function memberPasskeys(app: FastifyInstance, member: MemberRow): Promise<PasskeyRow[]> {
  return app.db
    .select()
    .from(passkeys)
    .where(and(eq(passkeys.memberId, member.id), eq(passkeys.merchantCode, member.merchantCode)))
    .orderBy(desc(passkeys.createdAt), desc(passkeys.id));
}

export async function renamePasskey(app: FastifyInstance, member: MemberRow, id: number, name: string): Promise<PasskeySummary> {
  const [row] = await app.db.update(passkeys).set({ name: name.trim() }).where(ownedBy(member, id)).returning();
  if (!row) throw new PlatformError('passkey.not_found');
  return summaryOf(row);
}

export async function removePasskey(app: FastifyInstance, member: MemberRow, id: number): Promise<void> {
  const rows = await app.db.delete(passkeys).where(ownedBy(member, id)).returning({ id: passkeys.id });
  if (rows.length === 0) throw new PlatformError('passkey.not_found');
}
