import { useState } from 'react';
import { useProfileIcon } from '../api/get-profile-icon';
import { useSetProfileIcon } from '../api/set-profile-icon';
import { useMemberCentreT } from '../strings';
import { ProfileIcon } from './ProfileIcon';

/** The member picks one of the merchant's icons; the platform keeps the choice. */
export function ProfileIconPicker() {
  const t = useMemberCentreT();
  const { data } = useProfileIcon();
  const choose = useSetProfileIcon();
  // Checked at once on a tap; the platform's answer follows (and a refusal puts the stored one back).
  const [chosen, setChosen] = useState<number | null>(null);
  if (!data) return null;
  const current = chosen ?? data.icon;
  const icons = Array.from({ length: data.iconCount }, (_, i) => i + 1);
  return (
    <fieldset className="icon-picker">
      <legend className="field__label">{t('memberCentre.choose_icon')}</legend>
      <div className="icon-picker__grid">
        {icons.map((n) => (
          <label key={n} className="icon-picker__option">
            <input
              type="radio"
              name="profile-icon"
              className="icon-picker__input"
              checked={current === n}
              onChange={() => {
                setChosen(n);
                choose.mutate(n, { onError: () => setChosen(null) });
              }}
            />
            <ProfileIcon n={n} />
            <span className="visually-hidden">{t('memberCentre.icon', { n: String(n) })}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export function CurrentProfileIcon() {
  const t = useMemberCentreT();
  const { data } = useProfileIcon();
  return <ProfileIcon n={data?.icon ?? 1} size={64} label={t('memberCentre.your_icon')} />;
}
