import type { ReactNode } from 'react';

/**
 * Text the operator wrote (a banner's or promotion's title, a ticker line, a game's or VIP level's
 * name, a member's name), set in its own direction: in an Arabic page a Latin title keeps its
 * punctuation at its end ("Welcome bonus!", not "!Welcome bonus"). `<bdi>` isolates like
 * `dir="auto"` without changing the line's alignment. Text in a sentence of ours is isolated by the
 * translator itself (lib/i18n/translator.ts); operator HTML blocks take `dir="auto"`.
 */
export function OperatorText({ children }: { children: ReactNode }) {
  return <bdi>{children}</bdi>;
}
