import { useEffect, useId, useRef } from 'react';
import type { MiniGameApi } from '../model/load-script';
import { useMiniGameT } from '../strings';

/** The game's panel: the script draws inside the container given to it; closing unmounts the game. */
export function MiniGamePanel({ api, onClose }: { api: MiniGameApi; onClose: () => void }) {
  const t = useMiniGameT();
  const id = useId();
  const container = useRef<HTMLDivElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const el = container.current;
    if (!el) return;
    close.current?.focus();
    let unmount: (() => void) | undefined;
    try {
      unmount = api.mount(el);
    } catch (error) {
      console.warn('[mini-game]', error);
    }
    return () => unmount?.();
  }, [api]);

  return (
    <section className="mini-game__panel" role="dialog" aria-modal="false" aria-labelledby={id} onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="mini-game__panel-head">
        <h2 id={id} className="mini-game__title">
          {t('minigame.title')}
        </h2>
        <button ref={close} type="button" className="mini-game__close" onClick={onClose} aria-label={t('minigame.close')}>
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div ref={container} className="mini-game__stage" />
    </section>
  );
}
