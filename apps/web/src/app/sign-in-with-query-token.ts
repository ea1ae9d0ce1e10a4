import { fetchMemberInfo } from '../features/account/api/get-member-info';
import { getMerchantCode } from '../lib/merchant';
import { setSession } from '../lib/session/session-store';

/**
 * doc E §2: a token from a member route's query is checked with the platform (member info)
 * before it becomes the session. Loaded only when an address carries one. Resolves whether it
 * held; a refused or unanswered check leaves the session as the request layer left it.
 */
export async function signInWithQueryToken(token: string): Promise<boolean> {
  try {
    const member = await fetchMemberInfo(token);
    setSession({
      id: member.id,
      customerId: member.id,
      token,
      merchantCode: getMerchantCode(),
      userName: member.userName,
      type: member.type,
      // Member info does not say; a token handed over by the app or a link is not a first sign-in.
      firstTimeLogin: false,
    });
    return true;
  } catch {
    return false;
  }
}
