import type { FastifyInstance } from 'fastify';
import { statusEndpoint } from '@portico/contract/system';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

export default function status(app: FastifyInstance) {
  registerEndpoint(app, statusEndpoint, async ({ request, reply, merchant }) => {
    const { siteStatus } = merchant;
    reply.header('cache-control', 'no-store');
    return {
      status: merchant.blockedIps.includes(request.ip) ? 'RESTRICTED' : siteStatus.mode,
      maintenanceEnd: siteStatus.maintenanceEnd,
      maintenanceTitle: siteStatus.maintenanceTitle,
      maintenanceDesc: siteStatus.maintenanceDesc,
      ip: request.ip,
    };
  });
}
