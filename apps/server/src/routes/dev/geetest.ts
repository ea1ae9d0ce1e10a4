import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod/mini';

const SCRIPT = readFileSync(new URL('../../captcha/geetest/stand-in.js', import.meta.url), 'utf8');

const passBody = z.union([
  z.object({ version: z.literal('v3'), challenge: z.string().check(z.maxLength(64)) }),
  z.object({ version: z.literal('v4'), captchaId: z.string().check(z.maxLength(128)) }),
]);

/**
 * The Geetest stand-in (decision 015), with the local adapter only. Its loader script is served
 * under any mirror name, at Geetest's own paths, so a merchant's server list can name several
 * "servers" (`/dev/geetest/a`, `/dev/geetest/b`) and a test can make one of them fail. The "API"
 * answers a signed result for a challenge once the person pressed the dialog's button.
 */
export default function geetest(app: FastifyInstance) {
  const standIn = app.captcha.geetestStandIn;
  if (!standIn) return;
  const serveScript = async (_: unknown, reply: FastifyReply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(SCRIPT);
  app.get('/dev/geetest/:mirror/static/tools/gt.js', serveScript);
  app.get('/dev/geetest/:mirror/v4/gt4.js', serveScript);
  app.post('/dev/geetest/api/pass', async (request, reply) => {
    const parsed = z.safeParse(passBody, request.body);
    if (!parsed.success) return reply.code(400).send({ error: 'bad request' });
    if (parsed.data.version === 'v4') return standIn.passV4(parsed.data.captchaId);
    const validate = standIn.passV3(parsed.data.challenge);
    return validate ? { validate } : reply.code(400).send({ error: 'unknown challenge' });
  });
}
