import type { FastifyInstance } from 'fastify';
import { installAssets, merchantOf } from '../../../install/assets.ts';
import { MOBILECONFIG_TYPE, webClipProfile } from '../../../install/webclip-profile.ts';

export const WEBCLIP_PROFILE_PATH = '/wps/system/webclip.mobileconfig';

/**
 * GET /wps/system/webclip.mobileconfig?merchantCode= — the web-clip configuration profile an iPhone
 * installs (doc E §4 "iOS download"; decision 037): the home page of the host it was asked from.
 * Never cached by a shared cache: the URL inside depends on the host.
 */
export default function webclipProfile(app: FastifyInstance) {
  app.get<{ Querystring: { merchantCode?: string } }>(WEBCLIP_PROFILE_PATH, async (request, reply) => {
    const merchant = merchantOf(app, request);
    const icon = await installAssets(app).appImage(merchant, 'apple-touch-icon.png');
    const origin = `${request.protocol}://${request.host}`;
    const body = webClipProfile(merchant, origin, icon?.png ?? Buffer.alloc(0));
    const filename = `${merchant.merchantCode.toLowerCase().replace(/[^a-z0-9-]/g, '-')}.mobileconfig`;
    return reply
      .type(MOBILECONFIG_TYPE)
      .header('content-disposition', `attachment; filename="${filename}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(body);
  });
}
