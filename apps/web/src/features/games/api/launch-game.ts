import { launchGameEndpoint, type LotteryLaunch } from '@portico/contract/games';
import { callEndpoint } from '../../../lib/http/call-endpoint';
import { LAUNCH_TIMEOUT_MS } from '../model/launch';

/**
 * POST /wps/game/launchGame (doc E §7, 10 s time-out). alert is off: the launch screen shows the
 * time-out with its retry and other errors itself (doc E §8). Used by the launch flow (model/launch.ts),
 * which sequences the delay and the time-out, so there is no hook (decision 026).
 */
export function launchGame(body: LotteryLaunch) {
  return callEndpoint(launchGameEndpoint, { body, timeoutMs: LAUNCH_TIMEOUT_MS, alert: false });
}
