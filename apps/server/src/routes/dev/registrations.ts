import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { members, registrations } from '../../db/schema.ts';
import { PlatformError } from '../../http/platform-error.ts';

/**
 * GET /dev/registrations.json?username= : what the platform stored when that member registered
 * (method, codes, ad-network ids), so a person or an end-to-end test can see that the affiliate code
 * of a link arrived. Development only, like the other dev routes.
 */
export default function devRegistrations(app: FastifyInstance) {
  app.get('/dev/registrations.json', async (request) => {
    const username = (request.query as { username?: unknown }).username;
    if (typeof username !== 'string' || username.trim() === '') {
      throw new PlatformError('request.invalid', { fieldErrors: [{ field: 'username', message: 'required' }] });
    }
    const merchant = app.merchants.forCall(request);
    const [row] = await app.db
      .select({
        userName: members.username,
        mobile: members.mobile,
        kind: registrations.kind,
        registerMethod: registrations.registerMethod,
        registerUrl: registrations.registerUrl,
        domain: registrations.domain,
        affiliateCode: registrations.affiliateCode,
        referralCode: registrations.referralCode,
        adNetwork: registrations.adNetwork,
      })
      .from(registrations)
      .innerJoin(members, eq(members.id, registrations.memberId))
      .where(and(eq(members.merchantCode, merchant.merchantCode), eq(members.username, username.trim().toLowerCase())))
      .limit(1);
    return { registration: row ?? null };
  });
}
