import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import sessions from '../../src/plugins/app/sessions.ts';
import errors from '../../src/plugins/app/errors.ts';
import smsCodes from '../../src/plugins/app/sms-codes.ts';

// The order in app.ts is enforced by each plugin's declared dependencies: a plugin registered
// before what it uses stops the start with the missing plugin named, not with a TypeError later.
describe('plugin order', () => {
  it.each([
    ['sessions', sessions, 'db'],
    ['errors', errors, 'web-app'],
    ['smsCodes', smsCodes, 'db'],
  ] as const)('refuses to start %s without %s registered first', async (_name, plugin, missing) => {
    const app = Fastify({ logger: false });
    await expect(app.register(plugin).ready()).rejects.toThrow(new RegExp(`dependency '${missing}'`));
    await app.close();
  });
});
