import { createContext, useContext } from 'react';
import { HOME_POSTER_ELEMENT_ID, isHomePoster, type HomePoster } from '@portico/contract/home-poster';

/** The home carousel's first image as the platform drew it into the page (decision 043), or null. */
export const HomePosterContext = createContext<HomePoster | null>(null);

export function useHomePoster(): HomePoster | null {
  return useContext(HomePosterContext);
}

/** The poster the platform put in this page, read before hydration so both draw the same. */
export function readHomePoster(doc: Document = document): HomePoster | null {
  const text = doc.getElementById(HOME_POSTER_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isHomePoster(value) ? value : null;
  } catch {
    return null;
  }
}
