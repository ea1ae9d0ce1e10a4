import { useRef, type KeyboardEvent } from 'react';

export interface TabListProps<T extends string> {
  tabs: readonly T[];
  selected: T;
  /** The list's accessible name ("Sign-in method"). */
  label: string;
  labelOf: (tab: T) => string;
  /** The id of the panel a tab controls. */
  panelId: (tab: T) => string;
  /** Before hydration the tabs are drawn but not yet usable. */
  disabled?: boolean;
  onSelect: (tab: T) => void;
}

/**
 * The tab a key moves to (WAI-ARIA tabs): the arrows go to the neighbour in reading order (mirrored
 * right to left) and wrap, Home and End to the ends; undefined for any other key.
 */
/** The reading direction the element is laid out in (its nearest dir attribute decides). */
export function isRightToLeft(element: Element): boolean {
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

export function tabAfterKey<T>(key: string, tabs: readonly T[], selected: T, rtl: boolean): T | undefined {
  const at = tabs.indexOf(selected);
  const step = ({ ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 } as Record<string, number | undefined>)[key];
  if (step !== undefined) return tabs[(at + step + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

/**
 * WAI-ARIA tabs with automatic activation: one Tab stop (the selected tab), the arrows move to the
 * neighbouring tab in reading order (mirrored right to left) and wrap, Home and End go to the ends.
 * The panels are the caller's: `role="tabpanel"` with the id `panelId(tab)`.
 */
export function TabList<T extends string>({ tabs, selected, label, labelOf, panelId, disabled, onSelect }: TabListProps<T>) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const next = tabAfterKey(event.key, tabs, selected, isRightToLeft(event.currentTarget));
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((which) => (
        <button
          key={which}
          ref={(node) => {
            refs.current[which] = node;
          }}
          type="button"
          role="tab"
          className="tabs__tab"
          aria-selected={selected === which}
          aria-controls={panelId(which)}
          tabIndex={selected === which ? 0 : -1}
          disabled={disabled}
          onClick={() => onSelect(which)}
        >
          {labelOf(which)}
        </button>
      ))}
    </div>
  );
}
