import { createContext, useContext } from 'react';
import { HOME_FIRST_PAINT_ELEMENT_ID, isHomeFirstPaint, type HomeFirstPaint, type HomePoster } from '@portico/contract/home-poster';

/** What the platform drew into the prerendered home (decision 043), or null (not prerendered by it). */
export const HomeFirstPaintContext = createContext<HomeFirstPaint | null>(null);

/** The home carousel's first image as the platform drew it into the page, or null. */
export function useHomePoster(): HomePoster | null {
  return useContext(HomeFirstPaintContext)?.poster ?? null;
}

/** Whether the platform found news lines for home's marquee (its slot keeps a height only then). */
export function useHomeNews(): boolean {
  return useContext(HomeFirstPaintContext)?.news ?? false;
}

/** What the platform put in this page, read before hydration so both draw the same. */
export function readHomeFirstPaint(doc: Document = document): HomeFirstPaint | null {
  const text = doc.getElementById(HOME_FIRST_PAINT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isHomeFirstPaint(value) ? value : null;
  } catch {
    return null;
  }
}
