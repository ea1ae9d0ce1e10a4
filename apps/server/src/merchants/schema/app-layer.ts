import { z } from 'zod';

/** Decision 037: home-screen icon, download bar, download-image popups, app upgrade; the browser sees all but the icon. */
export const appLayer = z
  .strictObject({
    /** The app icon, an SVG on this site; null: a plain icon in the brand colour. */
    icon: z.string().regex(/^\/m\/[\w./-]+\.svg$/, 'an SVG path on this site (/m/brand/icon.svg)').refine((p) => !p.includes('..'), 'no ..').nullable().default(null),
    latestAppVersion: z.string().regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, 'a version like 2.5.0').nullable().default(null),
    downloadBar: z
      .strictObject({ enabled: z.boolean().default(true), loginRequired: z.boolean().default(false), minRankLevel: z.int().min(0).max(99).default(0) })
      .prefault({}),
    downloadPopupSeconds: z.int().min(0).max(3600).default(20),
  })
  .prefault({});
