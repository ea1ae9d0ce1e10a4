import { useEffect, useId } from 'react';
import { useCountries } from '../api/get-countries';

interface DialingCodeFieldProps {
  label: string;
  /** The dialling code without '+', or '' until the country list has loaded. */
  value: string;
  onChange: (code: string) => void;
}

/**
 * The dialling code of an sms form: the merchant's countries as "+63 (PH)". The default code
 * is applied once the list arrives, when it is one of the list (doc A §2). The slide-up picker
 * with flags (issue 4) replaces this where UPDATEMOBILEICC3 asks for it.
 */
export function DialingCodeField({ label, value, onChange }: DialingCodeFieldProps) {
  const id = useId();
  const countries = useCountries();
  const list = countries.data?.countries ?? [];
  const fallback = countries.data?.countryDialingCode ?? '';
  const fallbackListed = list.some((c) => c.countryDialingCode === fallback);

  useEffect(() => {
    if (value === '' && fallbackListed) onChange(fallback);
  }, [value, fallbackListed, fallback, onChange]);

  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={list.length === 0}
      >
        {list.map((c) => (
          <option key={c.countryCode} value={c.countryDialingCode}>
            {`+${c.countryDialingCode} (${c.countryCode})`}
          </option>
        ))}
      </select>
    </div>
  );
}
