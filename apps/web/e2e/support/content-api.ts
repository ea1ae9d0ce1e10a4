import { expect, type APIRequestContext } from '@playwright/test';
import { E2E_ADMIN_TOKEN } from './run-settings.ts';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

/** Replaces a merchant's items of one content kind through the operator API (/admin/content). */
export async function setContent(request: APIRequestContext, kind: string, merchantCode: string, items: Record<string, unknown>[]) {
  const listed = await request.get(`/admin/content/${kind}?merchantCode=${merchantCode}`, { headers: admin });
  for (const row of ((await listed.json()) as { value: { id: number }[] }).value) {
    await request.delete(`/admin/content/${kind}/${row.id}?merchantCode=${merchantCode}`, { headers: admin });
  }
  for (const item of items) {
    const res = await request.post(`/admin/content/${kind}`, { headers: admin, data: { merchantCode, item } });
    expect(res.ok(), await res.text()).toBe(true);
  }
}
