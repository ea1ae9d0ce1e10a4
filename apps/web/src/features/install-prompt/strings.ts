import { featureStrings } from '../../lib/i18n/feature-strings';

/** The install prompt's strings (decision 027): in the prompt's own chunk, never on the first load. */
export const { useStrings: useInstallT } = featureStrings(
  import.meta.glob<typeof import('./locales/en.json')>('./locales/*.json', { import: 'default' }),
);
