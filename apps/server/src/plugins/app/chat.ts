import { chatProblem, chatVendorFor, type ChatVendor } from '../../chat/vendors.ts';
import { createUnreadFeed, type UnreadFeed } from '../../chat/unread-feed.ts';
import type { Merchant } from '../../merchants/schema.ts';
import { slotSecret } from '../../security/secret-keys.ts';
import { sharedPlugin } from '../plugin.ts';

export interface ChatPort {
  /** The merchant's chat vendor for a page served at `origin`, or null (no vendor, or its ids are missing). */
  vendorFor(merchant: Merchant, origin: string): ChatVendor | null;
  /** The local chat's link-signing secret (decision 039). */
  readonly linkKey: string;
  /** Whether the local chat's pages are served (DEV_ROUTES, or a merchant runs its chat on it). */
  readonly localServed: boolean;
  /** The local chat's unread counts, pushed to the members' open streams (decision 057). */
  readonly unread: UnreadFeed;
}

declare module 'fastify' {
  interface FastifyInstance {
    chat: ChatPort;
  }
}

/**
 * The chat port (issue 14, decision 039). A merchant whose vendor lacks an id is logged here, once
 * at start-up, and its public settings say chat is unavailable, so the button hides instead of
 * opening a dead link; launches then answer chat.unavailable without logging again.
 */
export default sharedPlugin(
  'chat',
  async (app) => {
    for (const merchant of app.merchants.all.values()) {
      const problem = chatProblem(merchant);
      if (problem) app.log.error({ merchantCode: merchant.merchantCode, vendor: merchant.chat.vendor, problem }, 'chat configuration incomplete: chat hidden');
    }
    const localServed = app.config.DEV_ROUTES || [...app.merchants.all.values()].some((m) => m.chat.vendor === 'LOCAL');
    const linkKey = await slotSecret(app.db, 'chat-link', 'chat');
    app.decorate('chat', {
      linkKey,
      localServed,
      unread: createUnreadFeed(),
      vendorFor: (merchant: Merchant, origin: string) => {
        if (merchant.chat.vendor === 'LOCAL' && !localServed) return null;
        return chatVendorFor(merchant, origin, linkKey);
      },
    });
  },
  ['db', 'merchants'],
);
