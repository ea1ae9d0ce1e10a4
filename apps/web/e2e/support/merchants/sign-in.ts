import { E2E_PROJECTS } from '../run-settings.ts';
import type { MerchantWriter } from './writer.ts';

/**
 * A third merchant without the dialling-code picker's flags (UPDATEMOBILEICC3 off, no phone
 * verification, so no sms sign-in either): what a visitor sees when doc A §2's conditions are false.
 */
export const PLAIN_MERCHANT = 'E2E_PLAIN';
export const PLAIN_HOST = 'plain.localhost';

/**
 * Google one-tap on (decision 033), through the local provider's stand-in: one merchant per project,
 * because the spec links a test identity to a new account there and each project must meet it unlinked.
 */
export function oneTapMerchant(project: string): { code: string; host: string } {
  return { code: `E2E_ONE_TAP_${project.toUpperCase()}`, host: `onetap-${project}.localhost` };
}

export function writeSignInMerchants({ demo, variant, write }: MerchantWriter): void {
  const plain = variant(PLAIN_MERCHANT, PLAIN_HOST, 'Portico Plain', {
    whitelabel: { ...(demo.whitelabel as Record<string, boolean>), UPDATEMOBILEICC3: false },
    identity: { ...(demo.identity as Record<string, unknown>), phoneSignIn: false },
  });
  write('e2e-plain.json', plain);
  for (const project of E2E_PROJECTS) {
    const { code, host } = oneTapMerchant(project);
    const oneTap = variant(code, host, 'Portico One Tap', { features: { ...(demo.features as Record<string, boolean>), googleOneTap: true } });
    write(`e2e-one-tap-${project}.json`, oneTap);
  }
}
