import { featureStrings } from '../../lib/i18n/feature-strings';

/** The wallet's strings (decision 027): downloaded with its screens, never on the first load. */
export const { useStrings: useWalletT } = featureStrings(
  import.meta.glob<typeof import('./locales/en.json')>('./locales/*.json', { import: 'default' }),
);
