import { and, eq } from 'drizzle-orm';
import type { IdTokenClaims } from '@portico/contract/identity';
import type { Db } from '../db/client.ts';
import { identityLinks, members } from '../db/schema.ts';
import { PlatformError } from '../http/platform-error.ts';
import type { Merchant } from '../merchants/schema.ts';
import type { MemberRow } from '../plugins/app/sessions.ts';
import type { Channel } from './local-idp.ts';

const linkOf = (merchant: Merchant, claims: IdTokenClaims) =>
  and(eq(identityLinks.merchantCode, merchant.merchantCode), eq(identityLinks.issuer, claims.iss), eq(identityLinks.subject, claims.sub));

/** The member an identity (issuer + subject) is linked to in this merchant, if any. */
export async function findLinkedMember(db: Db, merchant: Merchant, claims: IdTokenClaims): Promise<MemberRow | null> {
  const [row] = await db
    .select({ member: members })
    .from(identityLinks)
    .innerJoin(members, eq(members.id, identityLinks.memberId))
    .where(linkOf(merchant, claims))
    .limit(1);
  return row?.member ?? null;
}

/**
 * Links an identity to a member. Linking it again to the same member is a no-op; an identity
 * already linked to someone else is refused (identity.token.invalid) and nothing changes — the
 * unique index decides, so two concurrent links cannot both win.
 */
export async function linkIdentity(
  db: Db,
  input: { merchant: Merchant; member: MemberRow; claims: IdTokenClaims; channel: Channel },
): Promise<void> {
  const { merchant, member, claims, channel } = input;
  const inserted = await db
    .insert(identityLinks)
    .values({ merchantCode: merchant.merchantCode, memberId: member.id, issuer: claims.iss, subject: claims.sub, channel })
    .onConflictDoNothing()
    .returning({ id: identityLinks.id });
  if (inserted.length > 0) return;
  const [existing] = await db.select({ memberId: identityLinks.memberId }).from(identityLinks).where(linkOf(merchant, claims)).limit(1);
  if (existing?.memberId !== member.id) throw new PlatformError('identity.token.invalid');
}
