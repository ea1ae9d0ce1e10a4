import type { FastifyInstance } from 'fastify';
import { PIXEL_NETWORKS, trackingConfigEndpoint } from '@portico/contract/tracking';
import { registerEndpoint } from '../../../http/register-endpoint.ts';

/** GET /wps/tracking/config (decision 040): read by the tracking chunk after the first screen, never inlined. */
export default function trackingConfig(app: FastifyInstance) {
  const adapter = app.config.PIXEL_ADAPTER ?? (app.config.NODE_ENV === 'production' ? 'network' : 'local');
  registerEndpoint(app, trackingConfigEndpoint, async ({ merchant, reply }) => {
    const { pixels, consentRequired } = merchant.tracking;
    reply.header('cache-control', 'public, max-age=300');
    return {
      consentRequired,
      adapter,
      pixels: PIXEL_NETWORKS.flatMap((network) => (pixels[network] ? [{ network, id: pixels[network] }] : [])),
    };
  });
}
