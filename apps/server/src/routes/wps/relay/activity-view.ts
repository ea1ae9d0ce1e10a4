import type { Activity } from '@portico/contract/activities';
import { pick } from '../../../content/localized.ts';
import type { activities } from '../../../db/schema-member.ts';

/** An activity row as the player reads it, in one language. */
export function activityView(row: typeof activities.$inferSelect, language: string): Activity {
  return {
    id: row.id,
    ...pick(row.texts, language),
    imageUrl: row.imageUrl,
    target: row.target as Activity['target'],
    redirectUrl: row.redirectUrl,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
  };
}
