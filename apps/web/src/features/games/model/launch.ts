import type { LotteryLaunch } from '@portico/contract/games';
import { isApiError } from '../../../lib/http/api-error';

/** Doc E §9: the launch waits 150 ms, then gives the platform 10 s. */
export const LAUNCH_DELAY_MS = 150;
export const LAUNCH_TIMEOUT_MS = 10_000;

export type LaunchOutcome = { kind: 'opened'; gameUrl: string } | { kind: 'timeout' } | { kind: 'error'; error: unknown };

const TIMED_OUT = Symbol('timed out');

/** Doc E §8: no answer in 10 s, or the request layer's time-out (axios's ECONNABORTED), is the retry case. */
export function isTimeout(error: unknown): boolean {
  return isApiError(error) && (error.kind === 'timeout' || error.errorCode === 'ECONNABORTED');
}

/**
 * The launch flow: the delay, then the call raced against its own 10 s (the request's time-out
 * also fires, but a platform that answers headers and then stalls must not hang the page).
 */
export async function runLaunch(call: () => Promise<{ gameUrl: string }>): Promise<LaunchOutcome> {
  await new Promise((resolve) => setTimeout(resolve, LAUNCH_DELAY_MS));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<typeof TIMED_OUT>((resolve) => {
    timer = setTimeout(() => resolve(TIMED_OUT), LAUNCH_TIMEOUT_MS);
  });
  try {
    const answer = await Promise.race([call(), deadline]);
    return answer === TIMED_OUT ? { kind: 'timeout' } : { kind: 'opened', gameUrl: answer.gameUrl };
  } catch (error) {
    return isTimeout(error) ? { kind: 'timeout' } : { kind: 'error', error };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The launch payload from /m/launchGame's query (doc E §2): prize_mode, code, playType, backUrl,
 * lottoView; a banner's form (roomId, nodeId, gameType, vendor) names the game by roomId and the
 * prize mode by gameType. playType SEA selects the SEA variant. Null when no game is named.
 */
export function launchPayload(query: URLSearchParams, language: string, origin: string): LotteryLaunch | null {
  const code = query.get('code') || query.get('roomId');
  if (!code) return null;
  const lottoView = query.get('lottoView') === 'lobby' ? 'lobby' : 'betting';
  const sea = (query.get('playType') ?? '').toUpperCase() === 'SEA';
  const backUrl = sameOriginBack(query.get('backUrl'), origin);
  return {
    lottoArea: 'VN',
    launchMode: 'LOTT',
    lottoPrizeMode: query.get('prize_mode') ?? query.get('gameType') ?? '',
    lottoGameCode: code,
    lottoView,
    device: 'MOBILE',
    backUrl,
    hasLobby: lottoView === 'lobby',
    language,
    title: document.title,
    ...(sea ? { lottoMode: 'SEA_Tradition_Mobile' as const } : {}),
  };
}

/** The game's Back returns to the shell: a same-origin /m/ address, else home (the platform checks it again). */
function sameOriginBack(raw: string | null, origin: string): string {
  const home = `${origin}/m/home`;
  if (!raw || !URL.canParse(raw, origin)) return home;
  const url = new URL(raw, origin);
  return url.origin === origin && url.pathname.startsWith('/m/') ? url.href : home;
}
