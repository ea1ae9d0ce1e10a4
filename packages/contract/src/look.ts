import * as z from 'zod/mini';
import { DEFAULT_LOOK as defaultLook } from './look-default.ts';

/** doc E §3 install-prompt "theme (default light)", used for the whole shell (decision 032). */
export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** The merchant's look as the browser sees it: theme, logo and brand colour. */
export const merchantLook = z.object({
  theme: z.enum(THEMES),
  /** A path on this site or an https URL; null: the merchant's name is shown as text. */
  logo: z.nullable(z.string()),
  /** Buttons, links and focus rings; white text sits on it. */
  primary: z.string(),
});
export type MerchantLook = z.infer<typeof merchantLook>;

export const DEFAULT_LOOK: MerchantLook = defaultLook;

/** The surface colours each theme puts text and the brand colour on (global.css holds the same values). */
export const THEME_SURFACES: Record<Theme, { bg: string; surface: string }> = {
  light: { bg: '#f4f6f9', surface: '#ffffff' },
  dark: { bg: '#101318', surface: '#1b1f27' },
};

function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG 2.x contrast ratio of two #rrggbb colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * Why a brand colour cannot be used with a theme, or null: white button text on it, and the colour
 * as link text on the theme's page and card backgrounds, each need 4.5:1 (WCAG 1.4.3).
 */
export function brandColourProblem(primary: string, theme: Theme): string | null {
  const { bg, surface } = THEME_SURFACES[theme];
  if (contrastRatio(primary, '#ffffff') < 4.5) return 'white text on it is below 4.5:1 contrast';
  // On a dark theme links and focus rings use a lighter tint (global.css), not the brand colour itself.
  if (theme === 'light' && Math.min(contrastRatio(primary, bg), contrastRatio(primary, surface)) < 4.5) {
    return 'as link text on the page background it is below 4.5:1 contrast';
  }
  return null;
}
