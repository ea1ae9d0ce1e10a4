import { encodeCsPath } from '@portico/contract/domains';
import { count, eq } from 'drizzle-orm';
import type { Db } from './client.ts';
import { downloadResources } from './schema-content.ts';
import { announcements, banners, customerServiceEntries, popupAnnouncements } from './schema-home.ts';
import { DEMO_ANNOUNCEMENTS, DEMO_BANNERS, DEMO_CUSTOMER_SERVICE, DEMO_DOWNLOADS, DEMO_POPUPS } from './seed-home-content.ts';

/**
 * The demo merchant's home content (SEED_DEMO, decision 028). Idempotent and safe when two
 * instances start together: each row has a seedKey, unique per merchant, and conflicts are
 * ignored, so a restart adds nothing and keeps the operator's changes to seeded rows.
 */
export async function seedHome(db: Db, merchantCode: string): Promise<void> {
  const mine = <T>(rows: readonly T[]) => rows.map((r) => ({ ...r, merchantCode }));
  await db.insert(banners).values(mine(DEMO_BANNERS)).onConflictDoNothing();
  await db.insert(announcements).values(mine(DEMO_ANNOUNCEMENTS)).onConflictDoNothing();
  await db.insert(popupAnnouncements).values(mine(DEMO_POPUPS)).onConflictDoNothing();
  await db
    .insert(customerServiceEntries)
    .values(mine(DEMO_CUSTOMER_SERVICE.map(({ url, ...entry }) => ({ ...entry, path: encodeCsPath(url) }))))
    .onConflictDoNothing();
  // download_resources (decision 027) has no seed key: seeded only while the merchant has none.
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(downloadResources).where(eq(downloadResources.merchantCode, merchantCode));
  if (n === 0) await db.insert(downloadResources).values(mine(DEMO_DOWNLOADS));
}
