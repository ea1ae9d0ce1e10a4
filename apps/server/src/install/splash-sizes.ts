/**
 * The ten iPhone launch-screen sizes (doc E §9 "Splash images: ten iPhone sizes"), portrait, in
 * device pixels, with the CSS size and pixel ratio Safari matches `apple-touch-startup-image`'s
 * media query against. Each size covers the models listed.
 */
export const IPHONE_SPLASHES = [
  { width: 1290, height: 2796, cssWidth: 430, cssHeight: 932, ratio: 3 }, // 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus
  { width: 1179, height: 2556, cssWidth: 393, cssHeight: 852, ratio: 3 }, // 14 Pro, 15, 15 Pro, 16
  { width: 1284, height: 2778, cssWidth: 428, cssHeight: 926, ratio: 3 }, // 12 Pro Max, 13 Pro Max, 14 Plus
  { width: 1170, height: 2532, cssWidth: 390, cssHeight: 844, ratio: 3 }, // 12, 12 Pro, 13, 13 Pro, 14
  { width: 1125, height: 2436, cssWidth: 375, cssHeight: 812, ratio: 3 }, // X, XS, 11 Pro, 12 mini, 13 mini
  { width: 1242, height: 2688, cssWidth: 414, cssHeight: 896, ratio: 3 }, // XS Max, 11 Pro Max
  { width: 828, height: 1792, cssWidth: 414, cssHeight: 896, ratio: 2 }, // XR, 11
  { width: 1242, height: 2208, cssWidth: 414, cssHeight: 736, ratio: 3 }, // 6s Plus, 7 Plus, 8 Plus
  { width: 750, height: 1334, cssWidth: 375, cssHeight: 667, ratio: 2 }, // 6s, 7, 8, SE (2nd and 3rd)
  { width: 640, height: 1136, cssWidth: 320, cssHeight: 568, ratio: 2 }, // SE (1st), 5s
] as const;
