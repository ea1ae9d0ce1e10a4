import { featureStrings } from '../../lib/i18n/feature-strings';

/** The games feature's strings (decision 027): downloaded with the game area's chunk, never on /m/login or /m/home's first load. */
export const { useStrings: useGamesT } = featureStrings(
  import.meta.glob<typeof import('./locales/en.json')>('./locales/*.json', { import: 'default' }),
);
