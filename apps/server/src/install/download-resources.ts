import { and, asc, eq, isNull } from 'drizzle-orm';
import type { DownloadResource, ResourceType } from '@portico/contract/download';
import { downloadResources } from '../db/schema-content.ts';
import type { Db } from '../db/client.ts';
import { onOrigin } from '../content/site-address.ts';

/**
 * doc E §7 "Download setting": the domain's own list when it has one, else the merchant's default (no
 * domain); a path on this site answered on `origin` (decision 055).
 */
export async function downloadResourcesFor(db: Db, merchantCode: string, domain: string | null, origin: string): Promise<DownloadResource[]> {
  const select = (where: ReturnType<typeof and>) =>
    db
      .select({ resourceType: downloadResources.resourceType, url: downloadResources.url })
      .from(downloadResources)
      .where(where)
      .orderBy(asc(downloadResources.id));
  const mine = eq(downloadResources.merchantCode, merchantCode);
  const own = domain ? await select(and(mine, eq(downloadResources.domain, domain))) : [];
  const rows = own.length > 0 ? own : await select(and(mine, isNull(downloadResources.domain)));
  return rows.map((r) => ({ resourceType: r.resourceType as ResourceType, url: onOrigin(r.url, origin) }));
}
