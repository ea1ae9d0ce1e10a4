import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { setProfileIconEndpoint } from '@portico/contract/member-profile';
import { memberProfiles } from '../../../db/schema-member.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { profileOf } from '../../../member/profile.ts';

export default function setProfileIconRoute(app: FastifyInstance) {
  registerEndpoint(app, setProfileIconEndpoint, async ({ merchant, body, requireSession }) => {
    const { member } = requireSession();
    if (body.icon > merchant.profileIconCount) {
      throw new PlatformError('profile.icon_invalid', { fieldErrors: [{ field: 'icon', message: `1 to ${merchant.profileIconCount}` }] });
    }
    await profileOf(app.db, merchant.merchantCode, member.id);
    await app.db.update(memberProfiles).set({ profileIcon: body.icon }).where(eq(memberProfiles.memberId, member.id));
    return { icon: body.icon, iconCount: merchant.profileIconCount };
  });
}
