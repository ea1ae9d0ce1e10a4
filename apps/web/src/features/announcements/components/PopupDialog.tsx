import { SlideDots } from '../../../components/carousel/SlideDots';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useId, useMemo, useState } from 'react';
import type { PopupAnnouncement } from '@portico/contract/popup-announcements';
import { RTL_LANGUAGES } from '@portico/contract/languages';
import { Dialog } from '../../../components/ui/Dialog';
import { useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/keys';
import { sanitiseHtml } from '../../../lib/html/sanitise-html';
import { useAnnouncementsT } from '../strings';
import './popups.css';
import { useAfterPaint } from '../../../lib/use-after-paint';
import { OperatorText } from '../../../components/ui/OperatorText';

interface PopupDialogProps {
  popups: PopupAnnouncement[];
  /** The person closed the popups; `hideToday`: with "Don't show again today" ticked. */
  onClose: (hideToday: boolean) => void;
}

/**
 * A swipeable list of announcement slides (one slide: the older single popup). With force-read,
 * closing first walks through every slide: the button says "Next" until the last has been seen.
 */
export function PopupDialog({ popups, onClose }: PopupDialogProps) {
  const t = useAnnouncementsT();
  const common = useT();
  const id = useId();
  const rtl = RTL_LANGUAGES.includes(useCurrentLanguage());
  // Embla measures the slides when it starts: after the dialog's first paint, the layout is already made.
  const painted = useAfterPaint();
  const [viewport, embla] = useEmblaCarousel({ direction: rtl ? 'rtl' : 'ltr', active: painted });
  const [index, setIndex] = useState(0);
  const [seenAll, setSeenAll] = useState(popups.length <= 1);
  const [hideToday, setHideToday] = useState(false);
  const html = useMemo(() => popups.map((p) => sanitiseHtml(p.content)), [popups]);

  const last = popups.length - 1;
  const show = useCallback(
    (at: number) => {
      setIndex(at);
      if (at === last) setSeenAll(true);
    },
    [last],
  );
  // A swipe moves the slides first and tells us; a button tells the carousel.
  useEffect(() => {
    if (!embla) return;
    const onSelect = () => show(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla, show]);
  const goTo = (at: number) => {
    show(at);
    embla?.scrollTo(at);
  };

  const mustRead = popups.some((p) => p.forceRead) && !seenAll;
  const dismiss = () => {
    if (mustRead) goTo(Math.min(index + 1, last));
    else onClose(hideToday);
  };
  const current = popups[index] ?? popups[0];
  const total = popups.length;

  return (
    <Dialog
      role="dialog"
      title={<OperatorText>{current?.title ?? ''}</OperatorText>}
      onDismiss={dismiss}
      dismissLabel={mustRead ? t('announcements.next') : common('common.close')}
      className="popup"
      describedBy={`${id}-slide-${index}`}
      actions={
        <div className="popup__actions">
          {popups.some((p) => p.todayHide) ? (
            <label className="popup__today">
              <input type="checkbox" checked={hideToday} onChange={(e) => setHideToday(e.target.checked)} />
              {t('announcements.hide_today')}
            </label>
          ) : null}
          <button type="button" className="button button--primary button--block" onClick={dismiss}>
            {mustRead ? t('announcements.next') : common('common.close')}
          </button>
        </div>
      }
    >
      <div className="popup__viewport" ref={viewport}>
        <div className="popup__track">
          {popups.map((popup, i) => (
            <div
              key={popup.id}
              id={`${id}-slide-${i}`}
              className="popup__slide"
              // Operator HTML in its own direction, as lib/html/SafeHtml does.
              dir="auto"
              role="group"
              aria-roledescription="slide"
              aria-label={t('announcements.slide', { current: i + 1, total })}
              aria-hidden={i === index ? undefined : true}
              inert={i === index ? undefined : true}
              // Sanitised by the platform on write and again here (DOMPurify) just before rendering.
              dangerouslySetInnerHTML={{ __html: html[i] ?? '' }}
            />
          ))}
        </div>
      </div>
      {total > 1 ? (
        <SlideDots
          keys={popups.map((p) => p.id)}
          selected={index}
          labelOf={(i) => t('announcements.go_to', { current: i + 1, total })}
          onSelect={goTo}
          className="popup__dot"
        />
      ) : null}
    </Dialog>
  );
}
