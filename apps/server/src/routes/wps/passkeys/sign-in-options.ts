import type { FastifyInstance } from 'fastify';
import { passkeySignInOptionsEndpoint } from '@portico/contract/passkeys';
import { signInOptions } from '../../../auth/passkeys/sign-in.ts';
import { sweepChallenges } from '../../../auth/passkeys/challenges.ts';
import { sweepForeignOriginSignIns } from '../../../auth/passkeys/foreign-origin.ts';
import { sweepPeriodically } from '../../../db/sweep.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function passkeySignInOptions(app: FastifyInstance) {
  registerEndpoint(app, passkeySignInOptionsEndpoint, async ({ request, merchant }) => ({ ...(await signInOptions({ app, request, merchant })) }));
  // Challenges nobody came back with; foreign-origin sign-ins older than a week.
  sweepPeriodically(app, 'expired passkey challenge', 10 * 60_000, () => sweepChallenges(app));
  sweepPeriodically(app, 'old foreign-origin sign-in', 60 * 60_000, () => sweepForeignOriginSignIns(app.db));
}
