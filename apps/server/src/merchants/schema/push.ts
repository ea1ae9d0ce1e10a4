import { z } from 'zod';
import { firebaseWebConfig } from '@portico/contract/identity';

/**
 * Push notifications (issue 14, decision 038): the provider delivering them. web-push is the
 * platform's own VAPID sender (development and any merchant without Firebase); fcm needs the
 * Firebase web config and its vapidKey (both public) here and FCM_SERVICE_ACCOUNT in the environment.
 */
export const push = z
  .strictObject({
    provider: z.enum(['off', 'web-push', 'fcm']).default('web-push'),
    fcm: z.strictObject({ firebase: firebaseWebConfig, vapidKey: z.string().min(1) }).optional(),
  })
  .prefault({})
  .refine((p) => p.provider !== 'fcm' || p.fcm !== undefined, { message: 'fcm is required when provider is fcm', path: ['fcm'] });
