import { useEffect, useId, useMemo, useRef, useState, type PointerEvent } from 'react';
import { useWidgetPosition } from '../hooks/use-widget-position';
import { clickGate, isTap, moveByKey, type Point } from '../model/drag';
import { loadMiniGame, type MiniGameApi } from '../model/load-script';
import { isDraggable, type MiniGameVariant } from '../model/variant';
import { useMiniGameT } from '../strings';
import { MiniGamePanel } from './MiniGamePanel';
import './mini-game.css';
import { Dice5 } from 'lucide';
import { Icon } from '../../../components/ui/Icon';
import { RTL_LANGUAGES } from '@portico/contract/languages';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';

/** A tab against the edge (decision 062): 24 px wide, the least a finger target may be (WCAG 2.5.8). */
const SIZE = { width: 24, height: 56 };

/**
 * The floating mini-game (doc E §4), for a signed-in member: a labelled tab that drags (not in s1),
 * rests against the nearer side edge, taps open the game, and moves with the arrow keys too (WCAG 2.2
 * SC 2.5.7). Nothing shows until the variant's script has loaded; a script that fails leaves the page
 * as it was.
 */
export default function MiniGameWidget({ variant }: { variant: MiniGameVariant }) {
  const t = useMiniGameT();
  const hint = useId();
  const [api, setApi] = useState<MiniGameApi | null>(null);
  const [open, setOpen] = useState(false);
  const { pos, drag: dragTo, drop } = useWidgetPosition(SIZE, RTL_LANGUAGES.includes(useCurrentLanguage()));
  const drag = useRef<{ start: Point; origin: Point; moved: boolean } | null>(null);
  const gate = useMemo(() => clickGate(), []);
  const draggable = isDraggable(variant);

  useEffect(() => {
    let live = true;
    loadMiniGame(variant).then((loaded) => live && setApi(loaded), () => undefined);
    return () => {
      live = false;
    };
  }, [variant]);

  if (!api) return null;

  const toggle = () => {
    if (gate()) setOpen((o) => !o);
  };
  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    drag.current = { start: { x: e.clientX, y: e.clientY }, origin: pos, moved: false };
    if (draggable) e.currentTarget.setPointerCapture(e.pointerId);
  };
  const onPointerMove = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    if (!d || !draggable) return;
    const now = { x: e.clientX, y: e.clientY };
    if (!d.moved && isTap(d.start, now)) return;
    d.moved = true;
    dragTo({ x: d.origin.x + now.x - d.start.x, y: d.origin.y + now.y - d.start.y });
  };
  const onPointerUp = (e: PointerEvent<HTMLButtonElement>) => {
    const d = drag.current;
    drag.current = null;
    if (d?.moved) return drop({ x: d.origin.x + e.clientX - d.start.x, y: d.origin.y + e.clientY - d.start.y });
    if (d && isTap(d.start, { x: e.clientX, y: e.clientY })) toggle();
  };

  return (
    <>
      <button
        type="button"
        className="mini-game__button"
        style={{ left: pos.x, top: pos.y }}
        aria-label={t('minigame.open')}
        aria-expanded={open}
        aria-describedby={hint}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
          drop(pos);
        }}
        // A pointer's click is handled on pointerup (tap versus drag); keyboard clicks have detail 0.
        onClick={(e) => e.detail === 0 && toggle()}
        onKeyDown={(e) => {
          const next = moveByKey(e.key, pos);
          if (!next) return;
          e.preventDefault();
          drop(next);
        }}
      >
        <Icon node={Dice5} size={18} />
        <span id={hint} className="mini-game__hint">
          {t('minigame.move_hint')}
        </span>
      </button>
      {open ? <MiniGamePanel api={api} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
