import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../src/config/env.ts';
import { move } from '../../../src/wallet/ledger.ts';
import { buildTestApp, uniqueName } from '../../helpers/app.ts';
import { createMember, login } from '../../helpers/members.ts';

const TOKEN = 'test-admin-token-wallet-cli-0123456789';
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await buildTestApp({ ADMIN_TOKEN: TOKEN });
  // On ::1, so its calls count apart from the other admin tests' 127.0.0.1 (/admin is limited per IP, shared on PostgreSQL).
  base = await app.listen({ port: 0, host: '::1' });
});
afterAll(() => app.close());

const wallet = (...args: string[]) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'scripts/wallet.ts'), ...args, '--url', base], {
    cwd: REPO_ROOT,
    env: { ...process.env, ADMIN_TOKEN: TOKEN },
  });

it('npm run wallet lists a pending withdrawal and pays it; paying it again is refused', async () => {
  const m = await createMember(app);
  const key = uniqueName('cli').replace(/[^A-Za-z0-9_-]/g, '');
  await move(app.db, { memberId: m.id, merchantCode: 'DEMO', currency: 'PHP', kind: 'deposit_credited', amount: 90_000, idempotencyKey: key, reference: 'cli' });
  const token = await login(app, m.username, m.password);
  const relay = (name: string, payload?: object) =>
    app.inject({ method: payload ? 'POST' : 'GET', url: `/wps/relay/${name}`, headers: { Authorization: token }, ...(payload && { payload }) });
  const accountId = (await relay('MCSFE_bindBankCard', { bankCode: 'BPI', accountNumber: '5566778899', holderName: 'Ana Cruz' })).json().value.account.accountId as number;
  const id = (await relay('MCSFE_createWithdrawal', { accountId, amount: 40_000, idempotencyKey: key })).json().value.withdrawalId as string;

  const listed = JSON.parse((await wallet('pending', 'demo')).stdout) as { withdrawalId: string; memberId: number }[];
  expect(listed).toContainEqual(expect.objectContaining({ withdrawalId: id, memberId: m.id, amount: 40_000, status: 'pending' }));
  expect(JSON.parse((await wallet('pay', 'DEMO', id)).stdout)).toMatchObject({ withdrawalId: id, status: 'paid' });
  await expect(wallet('reject', 'DEMO', id)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('wallet.withdrawal_decided') });
  expect((await relay('MCSFE_getDepositWithdrawStatistics')).json().value.totalWithdrawSuccessCount).toBe(1);
  expect((await relay('MCSFE_getWalletBalance')).json().value).toEqual({ currency: 'PHP', balance: 50_000, held: 0 });
}, 60_000);
