import type { FastifyInstance } from 'fastify';
import { usernameRegisterEndpoint } from '@portico/contract/register';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { reserveRegistration, registerMember } from '../../../registration/register-member.ts';
import { passwordRefusal, refuseFields, usernameRefusal } from '../../../registration/rules.ts';

/**
 * Registration by username (doc A §3–§5, ModuleId REG3). Order matters: the rules that need no
 * database first (every bad field in one answer), then the attempt is reserved against the address's
 * and its network's limits (decision 034), then human verification
 * (a scripted client without a solved, unused challenge stops here), then the one transaction.
 */
export default function register(app: FastifyInstance) {
  registerEndpoint(app, usernameRegisterEndpoint, async ({ request, merchant, body }) => {
    const { username, password, ...context } = body;
    refuseFields([usernameRefusal(username), passwordRefusal(password)]);
    const permit = await reserveRegistration(app, merchant, request.ip);
    await app.captcha.require(merchant, body, 'registration', { ip: request.ip });
    return registerMember(app, { merchant, request, permit, kind: 'username', username: username.trim(), password, mobile: null, context });
  });
}
