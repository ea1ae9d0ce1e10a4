/**
 * Full screen for the trial frame: the Fullscreen API where the element has it; iPhone Safari has
 * none for elements, so there the screen becomes a fixed full-viewport overlay instead ('overlay').
 */
export type FullscreenMode = 'api' | 'overlay';

export function fullscreenMode(el: HTMLElement | null): FullscreenMode {
  return el && typeof el.requestFullscreen === 'function' && document.fullscreenEnabled !== false ? 'api' : 'overlay';
}

export async function enterFullscreen(el: HTMLElement): Promise<boolean> {
  try {
    await el.requestFullscreen();
    return true;
  } catch {
    // Refused (not from a gesture, or by policy): the overlay still fills the viewport.
    return false;
  }
}

export function exitFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}
