/**
 * Small drawn icons instead of emoji and dingbat characters: a glyph the page's fonts lack makes the
 * browser search its fallback fonts (and load the colour-emoji font) on first use — a 10–40 ms layout
 * on a phone, inside the task that draws the section (issue 18) — and draws differently on every
 * platform. Decorative: hidden from assistive technology, the control or text around it is labelled.
 */
const PATHS = {
  play: 'M8 5v14l11-7z',
  pause: 'M6 5h4v14H6zm8 0h4v14h-4z',
  megaphone: 'M3 10v4h3l5 4V6l-5 4H3zm11.5-2.5v9a4.5 4.5 0 0 0 0-9zM14.5 3v2a7 7 0 0 1 0 14v2a9 9 0 0 0 0-18z',
  gift: 'M3 8h18v4H3zm1 5h7v8H4zm9 0h7v8h-7zM11 8h2v4h-2zm1 0C10.5 4.5 6.5 3.5 6.5 6S10 8 12 8zm0 0c1.5-3.5 5.5-4.5 5.5-2S14 8 12 8z',
  dice: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2.5 3a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM12 10.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zM7.5 15a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3zm9 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  check: 'M9 16.2l-4.2-4.2-1.4 1.4L9 19 21 7l-1.4-1.4z',
  star: 'M12 2.5l2.9 6.3 6.9.7-5.2 4.6 1.5 6.8L12 17.4l-6.1 3.5 1.5-6.8-5.2-4.6 6.9-.7z',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg className={className ? `icon ${className}` : 'icon'} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="currentColor" fillRule="evenodd" />
    </svg>
  );
}
