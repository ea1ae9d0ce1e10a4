import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { memberLanguageEndpoint } from '@portico/contract/member';
import { members } from '../../../db/schema.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function language(app: FastifyInstance) {
  registerEndpoint(app, memberLanguageEndpoint, async (ctx) => {
    const { member } = ctx.requireSession();
    const { language } = ctx.body;
    if (!ctx.merchant.languages.includes(language)) throw new PlatformError('language.unsupported');
    await app.db.update(members).set({ language, updatedAt: sql`now()` }).where(eq(members.id, member.id));
    return { language };
  });
}
