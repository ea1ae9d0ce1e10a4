import type { FastifyInstance } from 'fastify';
import { referralInfoEndpoint } from '@portico/contract/referral';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { profileOf } from '../../../member/profile.ts';

export default function referralInfoRoute(app: FastifyInstance) {
  registerEndpoint(app, referralInfoEndpoint, async ({ merchant, requireSession }) => {
    const { member } = requireSession();
    const { referralCode } = await profileOf(app.db, merchant.merchantCode, member.id);
    return { referralCode, referralPath: `/m/register?r=${encodeURIComponent(referralCode)}` };
  });
}
