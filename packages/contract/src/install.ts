import * as z from 'zod/mini';

// ── App layer (decision 037): manifest, web-clip profile, download bar, download-image popups, app upgrade ──

/**
 * The query parameter the home-screen manifest's start_url and the web-clip profile's URL carry
 * (`/m/home?homescreen=1`): a launch from the home screen. The install engine reads it for WEBCLIP
 * (doc E §4: 0 when opened with a homescreen query in home-screen mode).
 */
export const HOMESCREEN_QUERY = 'homescreen';
/** The address a home-screen launch opens. */
export const HOMESCREEN_START_URL = `/m/home?${HOMESCREEN_QUERY}=1`;

/** The manifest's icon sizes (doc E §3 "pwa … icon sizes 192, 256, 384, 512", §9). */
export const MANIFEST_ICON_SIZES = [192, 256, 384, 512] as const;

/** Wrapper versions from this one on download an update from its direct link (doc E §4, §9). */
export const DIRECT_UPDATE_MIN_VERSION = '2.4.39';

/** The app-upgrade's redirect page for older wrappers (query platform, merchantCode): a 302 to the current link. */
export const APP_DOWNLOAD_PATH = '/wps/system/app-download';

/** What the browser sees of the merchant's app-layer settings (merchant file `appLayer`). */
export const appLayerSettings = z.object({
  /** The newest native wrapper release, e.g. "2.5.0"; null: no upgrade is offered. */
  latestAppVersion: z.nullable(z.string()),
  downloadBar: z.object({
    enabled: z.boolean(),
    /** doc E §4 "Shown only when logged in if login-required is set". */
    loginRequired: z.boolean(),
    /** doc E §4: hidden when the member's VIP rank level is lower; 0: no rank needed. */
    minRankLevel: z.int(),
  }),
  /** doc E §4, §9: the download-image popups' wait in seconds (× 1000 for the timer). */
  downloadPopupSeconds: z.int(),
});
export type AppLayerSettings = z.infer<typeof appLayerSettings>;

export const DEFAULT_APP_LAYER: AppLayerSettings = {
  latestAppVersion: null,
  downloadBar: { enabled: true, loginRequired: false, minRankLevel: 0 },
  downloadPopupSeconds: 20,
};
