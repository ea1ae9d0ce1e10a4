import { featureStrings } from '../../lib/i18n/feature-strings';

export const { useStrings: useActivitiesT } = featureStrings(
  import.meta.glob<typeof import('./locales/en.json')>('./locales/*.json', { import: 'default' }),
);
