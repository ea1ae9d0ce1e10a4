import type { FastifyInstance } from 'fastify';
import { profileIconEndpoint } from '@portico/contract/member-profile';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { profileOf } from '../../../member/profile.ts';

export default function profileIconRoute(app: FastifyInstance) {
  registerEndpoint(app, profileIconEndpoint, async ({ merchant, requireSession }) => {
    const profile = await profileOf(app.db, merchant.merchantCode, requireSession().member.id);
    // A merchant that shrank its set: an icon beyond it reads as the first.
    const icon = profile.profileIcon <= merchant.profileIconCount ? profile.profileIcon : 1;
    return { icon, iconCount: merchant.profileIconCount };
  });
}
