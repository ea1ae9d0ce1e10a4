import { featureStrings } from '../../lib/i18n/feature-strings';

export const { useStrings: useAccountT } = featureStrings(
  import.meta.glob<typeof import('./locales/en.json')>('./locales/*.json', { import: 'default' }),
);
