/** Doc E §4: LOTTMINIGAME3 → script v1, SEALOTTMINIGAME3 → s1, neither → no widget. */
export type MiniGameVariant = 'v1' | 's1';

/** Both flags on: v1, the flag doc E names first (decision 030). */
export function miniGameVariant(whitelabel: Readonly<Record<string, boolean>>): MiniGameVariant | null {
  if (whitelabel.LOTTMINIGAME3 === true) return 'v1';
  if (whitelabel.SEALOTTMINIGAME3 === true) return 's1';
  return null;
}

/** Doc E §4: draggable on touch except in the s1 variant. */
export const isDraggable = (variant: MiniGameVariant) => variant !== 's1';

export const scriptUrl = (variant: MiniGameVariant, now = Date.now()) => `/mini-game/${variant}/minigame.js?_t=${now}`;
