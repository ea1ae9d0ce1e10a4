import type { FastifyInstance } from 'fastify';
import { unreadCountEndpoint } from '@portico/contract/chat';
import { unreadCount } from '../../../chat/conversations.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { PlatformError } from '../../../http/platform-error.ts';
import { RESTRICTED_CUSTOMER_TYPE } from '../../../chat/rules.ts';

/**
 * Doc E §7 CBS_unreadCount (decision 039): agent messages of the local chat the member has not
 * read. Type 4 is refused (doc E §6 "no unread count"). A merchant on an outside vendor answers 0:
 * those vendors count unread messages inside their own widget, which this platform cannot see.
 */
export default function chatUnreadRoute(app: FastifyInstance) {
  registerEndpoint(app, unreadCountEndpoint, async ({ merchant, requireSession }) => {
    const { member } = requireSession();
    if (member.customerType === RESTRICTED_CUSTOMER_TYPE) throw new PlatformError('no_permissions');
    if (!merchant.features.chat || merchant.chat.vendor !== 'LOCAL') return { unReadCount: 0 };
    return { unReadCount: await unreadCount(app.db, merchant.merchantCode, member.id) };
  });
}
