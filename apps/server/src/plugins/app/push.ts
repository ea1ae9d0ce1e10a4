import type { PushSettings } from '@portico/contract/system';
import type { Merchant } from '../../merchants/schema.ts';
import { fcmSender, type ServiceAccount } from '../../push/fcm.ts';
import type { PushSender } from '../../push/port.ts';
import { vapidKeys } from '../../push/vapid-keys.ts';
import { webPushSender } from '../../push/web-push.ts';
import { sharedPlugin } from '../plugin.ts';

export interface PushService {
  /** What the browser sees of the merchant's push configuration (public settings). */
  settingsOf(merchant: Merchant): PushSettings;
  /** The adapter delivering the merchant's pushes; null when push is off or its credentials are missing. */
  senderOf(merchant: Merchant): PushSender | null;
  /** http push endpoints are accepted outside production only (the local push service speaks http). */
  readonly allowHttp: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The push port (decision 038). */
    push: PushService;
  }
}

function serviceAccountOf(raw: string | undefined): ServiceAccount | null {
  if (!raw) return null;
  let account: Partial<ServiceAccount>;
  try {
    account = JSON.parse(raw) as Partial<ServiceAccount>;
  } catch {
    // The message names the variable only: the value is a secret.
    throw new Error('FCM_SERVICE_ACCOUNT is not JSON (the service-account key file)');
  }
  for (const field of ['project_id', 'client_email', 'private_key', 'token_uri'] as const) {
    if (typeof account[field] !== 'string') throw new Error(`FCM_SERVICE_ACCOUNT lacks ${field}`);
  }
  return account as ServiceAccount;
}

/** Builds the merchants' push adapters once: the VAPID pair (env or database) and the FCM service account. */
export default sharedPlugin(
  'push',
  async (app) => {
    const { config } = app;
    const allowHttp = config.NODE_ENV !== 'production';
    const vapid = await vapidKeys(app.db, config);
    const webPush = webPushSender(vapid, { allowHttp });
    const account = serviceAccountOf(config.FCM_SERVICE_ACCOUNT);
    const fcm = account ? fcmSender(account, { api: config.FCM_API }) : null;
    for (const m of app.merchants.all.values()) {
      if (m.push.provider === 'fcm' && !fcm) app.log.error({ merchantCode: m.merchantCode }, 'push provider fcm without FCM_SERVICE_ACCOUNT: sends answer push.unavailable');
    }
    app.decorate('push', {
      allowHttp,
      settingsOf(m) {
        if (m.push.provider === 'web-push') return { provider: 'web-push', publicKey: vapid.publicKey };
        if (m.push.provider === 'fcm' && m.push.fcm) return { provider: 'fcm', firebase: m.push.fcm.firebase, vapidKey: m.push.fcm.vapidKey };
        return { provider: 'off' };
      },
      senderOf(m) {
        if (m.push.provider === 'web-push') return webPush;
        return m.push.provider === 'fcm' ? fcm : null;
      },
    } satisfies PushService);
    app.log.info({ adapters: ['web-push', ...(fcm ? ['fcm'] : [])], vapid: config.WEB_PUSH_VAPID_PUBLIC_KEY ? 'env' : 'database' }, 'push port ready');
  },
  ['db', 'merchants'],
);
