/**
 * The game-vendor port (decision 030). A launch asks the merchant's vendor for the URL of a game;
 * a real vendor's adapter signs its own URLs with its configuration (operator id, secret, base URL).
 * The local adapter is the platform's stand-in under /vendor/local (development and tests, DEV_ROUTES).
 */
export interface GameVendor {
  readonly name: string;
  /** The member's lottery page: carries the single-use launch ticket, never the session token. */
  lotteryUrl(input: { ticket: string }): string;
  /** A demo of a trial-capable game: no ticket, nothing recorded. */
  trialUrl(input: { gameCode: string; language: string }): string;
}

export interface LocalVendorConfig {
  /** The origin the game pages are served from (this platform's own). */
  origin: string;
}

export const LOCAL_VENDOR_PATH = '/vendor/local';

export function localVendor({ origin }: LocalVendorConfig): GameVendor {
  const at = (path: string, query: Record<string, string>) => `${origin}${LOCAL_VENDOR_PATH}/${path}?${new URLSearchParams(query).toString()}`;
  return {
    name: 'local',
    lotteryUrl: ({ ticket }) => at('lottery', { ticket }),
    trialUrl: ({ gameCode, language }) => at('trial', { game: gameCode, lang: language }),
  };
}

/**
 * The vendor games are launched with. Only the stand-in exists so far, served with the development
 * routes; without them a launch is refused with game.vendor_unavailable instead of a dead link.
 */
export function vendorFor(config: { DEV_ROUTES: boolean }, origin: string): GameVendor | null {
  return config.DEV_ROUTES ? localVendor({ origin }) : null;
}

export const originOf = (request: { protocol: string; host: string }) => `${request.protocol}://${request.host}`;
