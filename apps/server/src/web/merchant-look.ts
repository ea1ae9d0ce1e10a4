import { DEFAULT_LOOK } from '@portico/contract/look';
import type { Merchant } from '../merchants/schema.ts';

/**
 * The merchant's brand colour as a `<style>` element for the page head (decision 032), or '' for the
 * default colour. It is inline so the first paint is already in the merchant's colours (a stylesheet
 * would be one more round trip before it); its hash joins the merchant's CSP (web-app.ts). The theme
 * itself is the `data-theme` attribute on `<html>`: global.css holds both themes' colours.
 */
export function lookStyle(merchant: Merchant): string {
  if (merchant.look.primary.toLowerCase() === DEFAULT_LOOK.primary) return '';
  // The schema allows only #rrggbb, so nothing here can close the element. `:root:root` outranks the
  // app stylesheet's default `:root` colour, which comes after this element in the head.
  return `<style id="portico-look">:root:root{--c-primary:${merchant.look.primary}}</style>`;
}
