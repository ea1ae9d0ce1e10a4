import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeCsPath } from '@portico/contract/domains';
import { downloadResources } from '../../src/db/schema-content.ts';
import { announcements, banners, customerServiceEntries, popupAnnouncements } from '../../src/db/schema-home.ts';
import { seedHome } from '../../src/db/seed-home.ts';
import { seedMemberArea } from '../../src/db/seed-member.ts';
import { buildTestApp, uniqueName } from '../helpers/app.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const tables = { banners, announcements, popupAnnouncements, customerServiceEntries, downloadResources };
async function counts(merchantCode: string) {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await app.db.select({ n: count() }).from(table).where(eq(table.merchantCode, merchantCode));
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('seedHome', () => {
  it('gives the demo merchant believable home content, served by the relays', async () => {
    const res = await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListBanners', headers: { language: 'PT-BR' } });
    const rows = (res.json() as { value: { linkageType: string; imageAlt: string; imageUrl: string }[] }).value;
    expect(rows.map((r) => r.linkageType).sort()).toEqual(['G', 'P', 'P', 'P']);
    expect(rows[0]?.imageAlt).toMatch(/Bônus de boas-vindas/);
    expect(rows.every((r) => r.imageUrl.startsWith('/m/banners/demo/'))).toBe(true);
    const popups = (await app.inject({ method: 'GET', url: '/wps/relay/MCSFE_getListPopupAnnouncements' })).json() as { value: { execution: string }[] };
    expect(popups.value.map((p) => p.execution).sort()).toEqual(['A', 'B']);
    const text = JSON.stringify(await app.db.select().from(popupAnnouncements));
    expect(text).not.toMatch(/lorem|placeholder/i);
  });

  it('is idempotent: a restart adds nothing and keeps what the operator changed', async () => {
    const merchantCode = uniqueName('HOME').toUpperCase();
    await seedMemberArea(app.db, merchantCode);
    await seedHome(app.db, merchantCode);
    const first = await counts(merchantCode);
    expect(first).toEqual({ banners: 4, announcements: 5, popupAnnouncements: 2, customerServiceEntries: 2, downloadResources: 2 });

    await app.db.update(banners).set({ sortOrder: 99 }).where(eq(banners.merchantCode, merchantCode));
    await Promise.all([seedHome(app.db, merchantCode), seedHome(app.db, merchantCode)]);
    expect(await counts(merchantCode)).toEqual(first);
    const orders = await app.db.select({ o: banners.sortOrder }).from(banners).where(eq(banners.merchantCode, merchantCode));
    expect(orders.every((r) => r.o === 99)).toBe(true);

    const entries = await app.db.select().from(customerServiceEntries).where(eq(customerServiceEntries.merchantCode, merchantCode));
    expect(entries.map((e) => decodeCsPath(e.path) ?? e.path)).toEqual(['/m/login', '/m/login']);
  });
});
