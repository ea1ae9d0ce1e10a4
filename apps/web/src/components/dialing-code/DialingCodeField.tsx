import { lazy, Suspense, useContext, useEffect, useId, useState } from 'react';
import { useT } from '../../lib/i18n/keys';
import { useCountries } from '../../lib/country/get-countries';
import { useVisitorLocation } from '../../lib/country/get-location';
import { SiteSettingsContext } from '../../lib/site/site-settings';
import { useOverlay } from '../../lib/overlay/use-overlay';
import { initialDialingCode, pickerShown } from '../../lib/country/dialing-code';
import { Flag } from './Flag';

// The sheet (list, country names, its styles) loads on first use: not on the first load of /m/login.
const loadSheet = () => import('./CountryPickerSheet');
const CountryPickerSheet = lazy(loadSheet);

interface DialingCodeFieldProps {
  label: string;
  /** The dialling code without '+', or '' until the country list has loaded. */
  value: string;
  onChange: (code: string) => void;
  /** Show the picker whatever UPDATEMOBILEICC3 and phone verification say (doc A §2 "forced on"). */
  forced?: boolean;
}

/**
 * The dialling code of an sms or mobile form (doc A §2): a button showing the current code (the flag and "+63")
 * that opens a slide-up sheet of the merchant's countries. Shown only under the picker's conditions;
 * when hidden, `value` is still set — to the merchant's default code — so the form can always use it.
 */
export function DialingCodeField({ label, value, onChange, forced }: DialingCodeFieldProps) {
  const t = useT();
  const id = useId();
  // Read softly: a form rendered without the app's settings (a unit test) sees every flag off.
  const settings = useContext(SiteSettingsContext);
  const countries = useCountries();
  const [open, setOpen] = useState(false);
  const info = countries.data;
  const shown = pickerShown({
    info,
    forced,
    whitelabel: settings?.whitelabel ?? {},
    phoneVerification: settings?.identity.phoneSignIn ?? false,
  });
  // The visitor's own country first (decision 058): the form waits for that answer, or its failure.
  const location = useVisitorLocation(shown);
  const initial = location.isPending && shown ? '' : initialDialingCode(info, shown, location.data?.countryDialingCode ?? null);

  useEffect(() => {
    if (value === '' && initial !== '') onChange(initial);
  }, [value, initial, onChange]);

  // Opened by the person: shown at once, over the dialog it was opened from (decision 025).
  const sheetOverlay = useOverlay({ id: `picker-${id}`, kind: 'user', open: open && shown && info !== undefined });

  if (!shown || !info) return null;
  const current = info.countries.find((c) => c.countryDialingCode === value);

  return (
    <div className="field">
      <label className="field__label" id={`${id}-label`} htmlFor={id}>
        {label}
      </label>
      <button
        id={id}
        type="button"
        className="field__input dialing-code__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={`${id}-label ${id}-value`}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => setOpen(true)}
      >
        {current ? <Flag countryCode={current.countryCode} className="dialing-code__flag" /> : null}
        <span id={`${id}-value`} dir="ltr">
          {value ? `+${value}` : t('picker.choose')}
        </span>
      </button>
      {open
        ? sheetOverlay(
            <Suspense fallback={null}>
              <CountryPickerSheet
                countries={info.countries}
                value={value}
                onChoose={(code) => {
                  onChange(code);
                  setOpen(false);
                }}
                onClose={() => setOpen(false)}
              />
            </Suspense>,
          )
        : null}
    </div>
  );
}
