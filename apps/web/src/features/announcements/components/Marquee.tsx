import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../lib/i18n/keys';
import { useMarquee } from '../api/list-announcements';
import { useAnnouncementsT } from '../strings';
import './marquee.css';
import { Megaphone } from 'lucide';
import { Icon } from '../../../components/ui/Icon';
import { OperatorText } from '../../../components/ui/OperatorText';

/** doc E §9 "Marquee speed default: 60": read as 60 px per second, a calm reading pace on a phone. */
export const MARQUEE_PX_PER_S = 60;

/**
 * The announcement marquee: one CSS animation (the compositor runs it at the screen's frame rate),
 * paused while hovered or focused; under reduced motion the lines stand still and wrap. The text is
 * in the page once for screen readers; the moving copy that closes the loop is hidden from them.
 */
export default function Marquee({ keepRoom = true }: { keepRoom?: boolean }) {
  const t = useAnnouncementsT();
  const common = useT();
  const { data, isError, refetch, isFetching } = useMarquee();
  if (isError) {
    return (
      <div className="marquee marquee--message" role="region" aria-label={t('announcements.news')}>
        <p>{t('announcements.failed')}</p>
        <button type="button" className="marquee__retry" disabled={isFetching} onClick={() => void refetch()}>
          {common('common.retry')}
        </button>
      </div>
    );
  }
  // While loading, something (invisible) stays in home's slot so it keeps its height (CLS), unless
  // the platform found no lines for it: then the slot stays empty and takes no room.
  if (!data) return keepRoom ? <span aria-hidden="true" /> : null;
  if (data.length === 0) return null;
  return <Ticker lines={data.map((a) => a.text)} label={t('announcements.news')} />;
}

function Ticker({ lines, label }: { lines: string[]; label: string }) {
  const track = useRef<HTMLDivElement>(null);
  const [seconds, setSeconds] = useState(20);
  // Measured when the browser lays the page out anyway (a ResizeObserver), not by asking for the
  // width in the commit, which would force a layout of the whole page inside React's task.
  useEffect(() => {
    const element = track.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const width = element.scrollWidth;
      // The track holds the text twice: one copy's width is the distance of one loop.
      if (width > 0) setSeconds(Math.max(4, width / 2 / MARQUEE_PX_PER_S));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [lines]);

  const text = lines.join('   •   ');
  return (
    // Focusable so a keyboard user can stop it too (pause on focus).
    <section className="marquee" aria-label={label} tabIndex={0}>
      <Icon node={Megaphone} className="icon marquee__icon" />
      <div className="marquee__window">
        <ul className="marquee__static">
          {lines.map((line, i) => (
            <li key={i}>
              <OperatorText>{line}</OperatorText>
            </li>
          ))}
        </ul>
        <div ref={track} className="marquee__track" style={{ animationDuration: `${seconds}s` }} aria-hidden="true">
          <span>
            <OperatorText>{text}</OperatorText>
          </span>
          <span>
            <OperatorText>{text}</OperatorText>
          </span>
        </div>
      </div>
    </section>
  );
}
