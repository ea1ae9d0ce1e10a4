import type { FastifyInstance } from 'fastify';
import { settingsEndpoint } from '@portico/contract/system';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { publicSettings } from '../../../merchants/public-settings.ts';

export default function settings(app: FastifyInstance) {
  registerEndpoint(app, settingsEndpoint, async ({ merchant }) => publicSettings(merchant, app.push.settingsOf(merchant)));
}
