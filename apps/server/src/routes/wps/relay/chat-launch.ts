import type { FastifyInstance } from 'fastify';
import { CHAT_DEFAULT_LANGUAGE, launchChatEndpoint } from '@portico/contract/chat';
import { safeBackPath } from '../../../games/tickets.ts';
import { originOf } from '../../../games/vendor.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { RESTRICTED_CUSTOMER_TYPE } from '../../../chat/rules.ts';

/**
 * Doc E §7 CBS_launchChat (decision 039): the merchant's chat vendor's link for the signed-in
 * member. Type 4 is refused (doc E §6); a merchant with chat off or an incomplete vendor
 * configuration answers chat.unavailable (its configuration error was logged at start-up).
 */
export default function chatLaunchRoute(app: FastifyInstance) {
  registerEndpoint(app, launchChatEndpoint, async ({ request, merchant, body, requireSession }) => {
    const { member } = requireSession();
    if (member.customerType === RESTRICTED_CUSTOMER_TYPE) throw new PlatformError('no_permissions');
    const origin = originOf(request);
    const vendor = merchant.features.chat ? app.chat.vendorFor(merchant, origin) : null;
    if (!vendor) throw new PlatformError('chat.unavailable');
    const chatUrl = vendor.linkFor({
      merchantCode: merchant.merchantCode,
      memberId: member.id,
      username: member.username,
      language: body.language ?? CHAT_DEFAULT_LANGUAGE,
      title: body.title ?? merchant.name,
      backUrl: `${origin}${safeBackPath(body.backUrl ?? '/m/home', origin)}`,
      headerColor: body.headerColor ?? merchant.headerColor,
    });
    return { chatUrl };
  });
}
