import { useId, type ChangeEvent } from 'react';
import { isLanguage, type LanguageCode } from '@portico/contract/languages';
import { setLanguage, useCurrentLanguage } from '../../../lib/i18n/i18n';
import { useT } from '../../../lib/i18n/keys';
import { languageEndonym, languageTag } from '@portico/contract/language-tags';
import { useHydrated } from '../../../lib/use-hydrated';
import { useSyncMemberLanguage } from '../api/update-language';

interface LanguageSwitcherProps {
  /** The merchant's languages (site settings). */
  supported: readonly LanguageCode[];
}

/**
 * A native select: the phone's own picker is accessible and large enough to tap, and
 * `.field__select` keeps it at the 44 px tap height. Each option names its language in
 * that language, marked with `lang` so screen readers pronounce it.
 */
export function LanguageSwitcher({ supported }: LanguageSwitcherProps) {
  const syncLanguage = useSyncMemberLanguage();
  const t = useT();
  const current = useCurrentLanguage();
  const id = useId();
  // Prerendered by the platform: a choice made before the app runs would be lost.
  const hydrated = useHydrated();

  async function choose(event: ChangeEvent<HTMLSelectElement>) {
    const code = event.target.value;
    if (!isLanguage(code)) return;
    await setLanguage(code);
    // The platform copy is best effort: the choice already applies here and is stored locally.
    await syncLanguage.mutateAsync(code).catch(() => undefined);
  }

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {t('common.language')}
      </label>
      <select id={id} className="field__select" value={current} onChange={(event) => void choose(event)} disabled={!hydrated}>
        {supported.map((code) => (
          <option key={code} value={code} lang={languageTag(code)}>
            {languageEndonym(code)}
          </option>
        ))}
      </select>
    </div>
  );
}
