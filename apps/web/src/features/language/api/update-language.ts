import { useMutation } from '@tanstack/react-query';
import type { LanguageCode } from '@portico/contract/languages';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { memberLanguageRef } from '../../../lib/http/first-load-endpoints';
import { getSession } from '../../../lib/session/session-store';

/**
 * Doc E §7 "Language sync": a signed-in member's choice is copied to the platform so messages
 * it sends later use it. Visitors have nothing to sync and restricted members (type 4, doc A §6)
 * are skipped. Resolves whether a call was made.
 */
export async function syncMemberLanguage(language: LanguageCode): Promise<boolean> {
  const session = getSession();
  if (!session || session.type === 4) return false;
  // alert: false — the language already changed on screen; a failed copy is not worth a dialog.
  await callEndpoint(memberLanguageRef, {
    method: 'PUT',
    body: { language, merchantCode: session.merchantCode },
    alert: false,
    slowToast: false,
  });
  return true;
}

export function useSyncMemberLanguage() {
  return useMutation({ mutationFn: syncMemberLanguage });
}
