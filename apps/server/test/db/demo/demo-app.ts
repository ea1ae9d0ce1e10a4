import { cpSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeCsPath } from '@portico/contract/domains';
import { REPO_ROOT } from '../../../src/config/env.ts';
import { downloadResources } from '../../../src/db/schema-content.ts';
import { gameLanes, games } from '../../../src/db/schema-games.ts';
import { announcements, banners, customerServiceEntries, popupAnnouncements } from '../../../src/db/schema-home.ts';
import { installPromptConfigs } from '../../../src/db/schema-install.ts';
import { activities, missions, pointItems, promotionCategories, promotions, vipBenefits } from '../../../src/db/schema-member.ts';
import { depositChannels } from '../../../src/db/schema-wallet.ts';
import { buildTestApp, INDEX_HTML, tempDir } from '../../helpers/app.ts';

/** The three demo merchants as shipped, by the host each answers on. */
export const DEMO_HOSTS = { DEMO: 'localhost', NIGHT: 'night.localhost', BRL: 'brl.localhost' } as const;
export type DemoCode = keyof typeof DEMO_HOSTS;

/**
 * The platform as `npm start` runs it: the shipped merchants seeded (SEED_DEMO), the development
 * routes (game-vendor stand-in), and a web build holding the web app's public files (banners, brand).
 */
export async function buildDemoApp(): Promise<FastifyInstance> {
  const dist = tempDir('demo-web');
  writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
  cpSync(path.join(REPO_ROOT, 'apps/web/public'), dist, { recursive: true });
  return buildTestApp({ WEB_DIST: dist, SEED_DEMO: 'true' });
}

/** Every row of every content kind a merchant was seeded with, by table. */
export async function seededContent(app: FastifyInstance, merchantCode: string): Promise<Record<string, unknown[]>> {
  const tables = {
    banners, announcements, popupAnnouncements, customerServiceEntries, downloadResources, activities, promotions,
    promotionCategories, vipBenefits, pointItems, missions, games, gameLanes, installPromptConfigs, depositChannels,
  };
  const out: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(tables)) {
    out[name] = await app.db.select().from(table).where(eq(table.merchantCode, merchantCode));
  }
  return out;
}

/** Every address in the content: absolute URLs, site paths in fields and in HTML, decoded customer-service paths. */
export function addressesIn(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const decoded = decodeCsPath(value);
    if (decoded) found.add(decoded);
    else if (/^\/(?!\/)\S+$/.test(value) || /^https?:\/\/\S+$/i.test(value)) found.add(value);
    for (const m of value.matchAll(/(?:href|src)="([^"]+)"/g)) found.add(m[1]!);
    for (const m of value.matchAll(/https?:\/\/[^\s"'<>]+/g)) found.add(m[0]);
  } else if (Array.isArray(value)) {
    for (const v of value) addressesIn(v, found);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) addressesIn(v, found);
  }
  return found;
}
