import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { USERNAME_RULE, usernameProblem } from '@portico/contract/register';
import type { Db } from '../db/client.ts';
import { members } from '../db/schema.ts';
import { normaliseUsername } from '../auth/credentials.ts';
import type { Merchant } from '../merchants/schema.ts';

/** Stems of a suggestion when the visitor gave none: short, friendly, and valid in every script the app shows. */
const STEMS = ['lucky', 'ace', 'star', 'tiger', 'jade', 'comet', 'nova', 'royal', 'swift', 'golden', 'orbit', 'maple'];
const SUFFIX = { min: 1000, max: 1_000_000 } as const;

/** The visitor's stem cut to what the rule allows, leaving room for the digits; null when nothing usable remains. */
export function stemOf(prefix: string | undefined): string | null {
  const cleaned = (prefix ?? '')
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9_]+/g, '')
    .replace(/^[^a-z]+/, '')
    .slice(0, USERNAME_RULE.max - String(SUFFIX.max).length);
  return cleaned.length >= 2 ? cleaned : null;
}

export async function isUsernameTaken(db: Db, merchant: Merchant, username: string): Promise<boolean> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.merchantCode, merchant.merchantCode), eq(members.username, normaliseUsername(username))))
    .limit(1);
  return row !== undefined;
}

/** A random candidate: the stem (or one of STEMS) and 4 to 6 digits, always within the username rule. */
export function candidateUsername(prefix?: string): string {
  const stem = stemOf(prefix) ?? STEMS[randomInt(0, STEMS.length)] ?? 'player';
  return `${stem}${randomInt(SUFFIX.min, SUFFIX.max)}`;
}

/**
 * A free username that passes the rule (POST /wps/member/register/autoUsername, and the name of a
 * mobile registration without one). Free at the time of asking: the registration's insert is what
 * finally decides, so a name taken in between is refused there as username.exists.
 */
export async function suggestUsername(db: Db, merchant: Merchant, prefix?: string): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = candidateUsername(prefix);
    if (usernameProblem(candidate) === null && !(await isUsernameTaken(db, merchant, candidate))) return candidate;
  }
  throw new Error('no free username after 8 candidates');
}
