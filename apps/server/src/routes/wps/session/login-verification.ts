import type { FastifyInstance } from 'fastify';
import { twoFactorEndpoint } from '@portico/contract/session';
import { checkCredentials } from '../../../auth/credentials.ts';
import { passwordCheckPassed } from '../../../auth/login-throttle.ts';
import { assertAnswerPresent, verifySecondFactor } from '../../../auth/second-factor.ts';
import { startSession } from '../../../auth/sign-in.ts';
import { trustPlace } from '../../../auth/two-factor.ts';
import { loginDeviceIdOf } from '../../../http/device.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';

/**
 * The second step after login_verify_required (doc A §4): the credentials again (the first step
 * left no state behind), then the method's answer; a pass records this IP and device as trusted.
 * firebaseIdToken is accepted and unused: the S method checks the platform's own sms code.
 * A wrong password is answered exactly like a wrong second factor of any method, an sms code
 * included (login.verify.failed): this step asks for no human verification, so it must not become a
 * way to test passwords (decisions 012, 034). Its password check is reserved like a sign-in's.
 */
export default function loginVerification(app: FastifyInstance) {
  registerEndpoint(app, twoFactorEndpoint, async ({ request, merchant, body }) => {
    assertAnswerPresent(body);
    const member = await checkCredentials(app, { merchant, username: body.username, password: body.password, ip: request.ip }).catch(
      (err: unknown) => {
        const refused = err instanceof PlatformError && err.errorCode === 'login.cred.err';
        throw refused ? new PlatformError('login.verify.failed') : err;
      },
    );
    await verifySecondFactor(app, { merchant, member, body });
    await trustPlace(app, member, { ip: request.ip, deviceId: loginDeviceIdOf(request, body.loginDeviceId) });
    await passwordCheckPassed(app, { merchant, username: member.username, ip: request.ip });
    return startSession(app, member, request);
  });
}
