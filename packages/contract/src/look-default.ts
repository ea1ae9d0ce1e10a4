/**
 * The look of a merchant that names none, without zod, for the web app's first load (decision 047).
 * look.ts gives it its MerchantLook type (and so checks that it is one).
 */
export const DEFAULT_LOOK: { theme: 'light' | 'dark'; logo: string | null; primary: string } = { theme: 'light', logo: null, primary: '#0b4fa8' };
