import { encodeCsPath } from '@portico/contract/domains';
import { count, eq } from 'drizzle-orm';
import { isSitePath } from '../content/site-address.ts';
import type { Db } from './client.ts';
import { downloadResources } from './schema-content.ts';
import { announcements, banners, customerServiceEntries, popupAnnouncements } from './schema-home.ts';
import { activities } from './schema-member.ts';
import { demoAnnouncements, demoBanners, demoCustomerService, demoDownloads, demoPopups } from './demo/home-content.ts';
import { PHP_PROFILE, type DemoProfile } from './demo/profiles.ts';

/**
 * A demo merchant's home content (SEED_DEMO, decisions 028, 055). Idempotent and safe when two
 * instances start together: each row has a seedKey, unique per merchant, and conflicts are
 * ignored, so a restart adds nothing and keeps the operator's changes to seeded rows. Run after
 * seedMemberArea: a promotion banner opens the merchant's own activity of its target.
 */
export async function seedHome(db: Db, merchantCode: string, profile: DemoProfile = PHP_PROFILE): Promise<void> {
  const mine = <T>(rows: readonly T[]) => rows.map((r) => ({ ...r, merchantCode }));
  await db.insert(banners).values(mine(await bannerRows(db, merchantCode, profile))).onConflictDoNothing();
  await db.insert(announcements).values(mine(demoAnnouncements(profile))).onConflictDoNothing();
  await db.insert(popupAnnouncements).values(mine(demoPopups(profile))).onConflictDoNothing();
  await db
    .insert(customerServiceEntries)
    .values(mine(demoCustomerService(profile).map(({ url, ...entry }) => ({ ...entry, path: isSitePath(url) ? url : encodeCsPath(url) }))))
    .onConflictDoNothing();
  // download_resources (decision 027) has no seed key: seeded only while the merchant has none.
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(downloadResources).where(eq(downloadResources.merchantCode, merchantCode));
  if (n === 0) await db.insert(downloadResources).values(mine(demoDownloads(merchantCode)));
}

type BannerRow = Omit<typeof banners.$inferInsert, 'merchantCode'>;

/** The banners as rows: a game banner names its game, a promotion banner its activity's id (left out when there is none). */
async function bannerRows(db: Db, merchantCode: string, profile: DemoProfile): Promise<BannerRow[]> {
  const rows = await db.select({ id: activities.id, target: activities.target }).from(activities).where(eq(activities.merchantCode, merchantCode)).orderBy(activities.id);
  return demoBanners(profile).flatMap(({ activity, game, ...banner }): BannerRow[] => {
    if (game) return [{ ...banner, linkageType: 'G', ...game }];
    const id = rows.find((r) => r.target === activity)?.id;
    return id === undefined ? [] : [{ ...banner, linkageType: 'P', linkage: String(id) }];
  });
}
