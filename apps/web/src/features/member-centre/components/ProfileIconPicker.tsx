import { useProfileIcon } from '../api/get-profile-icon';
import { useSetProfileIcon } from '../api/set-profile-icon';
import { useMemberCentreT } from '../strings';
import { ProfileIcon } from './ProfileIcon';

/** The member picks one of the merchant's icons; the platform keeps the choice. */
export function ProfileIconPicker() {
  const t = useMemberCentreT();
  const { data } = useProfileIcon();
  const choose = useSetProfileIcon();
  if (!data) return null;
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
              checked={data.icon === n}
              disabled={choose.isPending}
              onChange={() => choose.mutate(n)}
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
