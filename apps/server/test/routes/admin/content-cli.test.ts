import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/config/env.ts';
import { buildTestApp, demoMerchant, tempMerchantsDir, uniqueName } from '../../helpers/app.ts';

const TOKEN = 'test-admin-token-content-cli-012345678';
// A merchant of its own: on PostgreSQL the test files share one database.
const CODE = uniqueName('CLI').toUpperCase().replace(/[^A-Z0-9]/g, '').slice(0, 16);
const HOST = `${CODE.toLowerCase()}.example.com`;
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  const merchants = tempMerchantsDir({ 'demo.json': demoMerchant(), 'cli.json': { ...demoMerchant(), merchantCode: CODE, domains: [HOST] } });
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN, MERCHANTS_DIR: merchants });
  // On ::1, so its calls count apart from the other admin tests' addresses (/admin is limited per IP, shared on PostgreSQL).
  base = await app.listen({ port: 0, host: '::1' });
});
afterAll(() => app.close());

const content = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/content.ts'), ...args, '--url', base], {
    cwd: REPO_ROOT,
    env: { ...process.env, ADMIN_TOKEN: TOKEN },
  });
const served = async () =>
  (await app.inject({ method: 'GET', url: '/wps/relay/WPSCORE_getDownloadSetting', headers: { host: HOST } })).json().value as unknown[];

it('npm run content adds, changes and removes an item the relay then serves; a bad item prints each wrong field', async () => {
  const kinds = JSON.parse((await content('kinds')).stdout) as { name: string }[];
  expect(kinds.map((k) => k.name)).toContain('download-resources');

  const added = JSON.parse((await content('add', 'download-resources', CODE, '{"resourceType":"Android","url":"https://cdn.example.com/a.apk"}')).stdout) as { id: number };
  expect(await served()).toEqual([{ resourceType: 'Android', url: 'https://cdn.example.com/a.apk' }]);

  await content('set', 'download-resources', CODE, String(added.id), '{"url":"https://cdn.example.com/b.apk"}');
  expect(await served()).toEqual([{ resourceType: 'Android', url: 'https://cdn.example.com/b.apk' }]);

  await expect(content('add', 'download-resources', CODE, '{"resourceType":"Symbian","url":"ftp://x"}')).rejects.toMatchObject({
    code: 1,
    stderr: expect.stringMatching(/request\.invalid[\s\S]*resourceType:[\s\S]*url:/),
  });
  await expect(content('add', 'download-resources', CODE, '{not json')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('not valid JSON') });

  await content('remove', 'download-resources', CODE, String(added.id));
  expect(await served()).toEqual([]);
});
