import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { CountryInfo } from '@portico/contract/system';
import { languageTag } from '@portico/contract/language-tags';
import { Dialog } from '../ui/Dialog';
import { useCurrentLanguage } from '../../lib/i18n/i18n';
import { useT } from '../../lib/i18n/keys';
import { Flag } from './Flag';
import './country-picker.css';

export interface CountryPickerSheetProps {
  countries: CountryInfo['countries'];
  /** The code chosen now, without '+' ('' for none). */
  value: string;
  onChoose: (dialingCode: string) => void;
  onClose: () => void;
}

/** Country names in the visitor's language; the code itself where the browser has no names. */
function useCountryNames(): (countryCode: string) => string {
  const tag = languageTag(useCurrentLanguage());
  return useMemo(() => {
    let names: Intl.DisplayNames | null = null;
    try {
      names = new Intl.DisplayNames([tag, 'en'], { type: 'region' });
    } catch {
      names = null;
    }
    return (code) => {
      try {
        return names?.of(code) ?? code;
      } catch {
        return code;
      }
    };
  }, [tag]);
}

/**
 * The slide-up list of doc A §2: flag, "+" and code, and the country's name, as a listbox in a modal
 * sheet. Focus goes to the chosen country; arrows, Home and End move, a letter jumps to the next
 * country starting with it, Enter or Space (or a tap) chooses, Escape closes without a change.
 */
export default function CountryPickerSheet({ countries, value, onChoose, onClose }: CountryPickerSheetProps) {
  const t = useT();
  const id = useId();
  const nameOf = useCountryNames();
  const rows = useMemo(
    () => countries.map((c) => ({ ...c, name: nameOf(c.countryCode) })),
    [countries, nameOf],
  );
  const selected = Math.max(
    0,
    rows.findIndex((r) => r.countryDialingCode === value),
  );
  const [active, setActive] = useState(selected);
  const options = useRef<(HTMLLIElement | null)[]>([]);

  function move(index: number) {
    const next = (index + rows.length) % rows.length;
    setActive(next);
    options.current[next]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const row = rows[active];
    if (event.key === 'ArrowDown') move(active + 1);
    else if (event.key === 'ArrowUp') move(active - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(rows.length - 1);
    else if ((event.key === 'Enter' || event.key === ' ') && row) onChoose(row.countryDialingCode);
    else if (event.key.length === 1 && /\S/.test(event.key)) {
      const letter = event.key.toLocaleLowerCase();
      const order = rows.map((_, i) => (active + 1 + i) % rows.length);
      const hit = order.find((i) => rows[i]?.name.toLocaleLowerCase().startsWith(letter));
      if (hit === undefined) return;
      move(hit);
    } else return;
    event.preventDefault();
  }

  return (
    <Dialog
      title={t('picker.title')}
      role="dialog"
      className="dialog--sheet"
      onDismiss={onClose}
      dismissLabel={t('common.close')}
      describedBy={`${id}-hint`}
    >
      <p id={`${id}-hint`} className="muted">
        {t('picker.hint')}
      </p>
      <ul className="country-list" role="listbox" aria-label={t('picker.title')} onKeyDown={onKeyDown}>
        {rows.map((row, index) => (
          <li
            key={row.countryCode}
            ref={(node) => {
              options.current[index] = node;
            }}
            role="option"
            className="country-list__option"
            aria-selected={row.countryDialingCode === value}
            tabIndex={index === active ? 0 : -1}
            {...(index === active ? { 'data-autofocus': true } : {})}
            onClick={() => onChoose(row.countryDialingCode)}
            onFocus={() => setActive(index)}
          >
            <Flag countryCode={row.countryCode} className="country-list__flag" />
            <span className="country-list__name">{row.name}</span>
            <span className="country-list__code" dir="ltr">{`+${row.countryDialingCode}`}</span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
