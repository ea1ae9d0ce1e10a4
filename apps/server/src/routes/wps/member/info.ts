import type { FastifyInstance } from 'fastify';
import { memberInfoEndpoint } from '@portico/contract/member';
import { isLanguage } from '@portico/contract/languages';
import type { CustomerType } from '@portico/contract/session';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function info(app: FastifyInstance) {
  registerEndpoint(app, memberInfoEndpoint, async (ctx) => {
    const { member } = ctx.requireSession();
    return {
      type: member.customerType as CustomerType,
      id: member.id,
      regDate: member.regDate.toISOString(),
      account: member.username,
      userName: member.username,
      language: isLanguage(member.language) ? member.language : null,
      clubLabel: member.clubLabel ?? null,
    };
  });
}
