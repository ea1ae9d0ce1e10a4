import type { KeyboardEvent } from 'react';
import { isRightToLeft, tabAfterKey } from '../../../components/ui/TabList';
import { useT, type TranslationKey } from '../../../lib/i18n/keys';
import type { MethodKey } from './methods';

const TAB_LABEL: Record<MethodKey, TranslationKey> = {
  payeeName: 'twofa.tab.payee_name',
  sms: 'twofa.tab.sms',
  ga: 'twofa.tab.ga',
  email: 'twofa.tab.email',
};

export const tabId = (base: string, method: MethodKey) => `${base}-tab-${method}`;
export const panelId = (base: string, method: MethodKey) => `${base}-panel-${method}`;

interface MethodTabsProps {
  /** Prefix of the tab and panel ids, so the panel can name its tab. */
  idBase: string;
  methods: readonly MethodKey[];
  selected: MethodKey;
  onSelect: (method: MethodKey) => void;
  /** While a request runs or after success, the tabs stay focusable but do not switch. */
  disabled?: boolean;
}

/**
 * The WAI-ARIA tabs pattern with automatic activation: one Tab stop (the selected tab), arrow
 * keys move and select, Home and End jump. Arrows follow the reading direction, so in a
 * right-to-left language ArrowLeft goes to the next tab.
 */
export function MethodTabs({ idBase, methods, selected, onSelect, disabled }: MethodTabsProps) {
  const t = useT();

  function move(event: KeyboardEvent<HTMLDivElement>) {
    const method = tabAfterKey(event.key, methods, selected, isRightToLeft(event.currentTarget));
    if (method === undefined) return;
    event.preventDefault();
    if (disabled) return;
    if (method !== selected) onSelect(method);
    document.getElementById(tabId(idBase, method))?.focus();
  }

  return (
    <div className="twofa__tabs" role="tablist" aria-label={t('twofa.methods')} onKeyDown={move}>
      {methods.map((method) => (
        <button
          key={method}
          type="button"
          role="tab"
          id={tabId(idBase, method)}
          aria-selected={method === selected}
          // Only the selected tab's panel exists (switching clears the form, doc A §2).
          aria-controls={method === selected ? panelId(idBase, method) : undefined}
          tabIndex={method === selected ? 0 : -1}
          className="twofa__tab"
          // aria-disabled, not disabled: a focused tab must keep focus while a request runs.
          aria-disabled={disabled || undefined}
          onClick={() => !disabled && method !== selected && onSelect(method)}
        >
          {t(TAB_LABEL[method])}
        </button>
      ))}
    </div>
  );
}
