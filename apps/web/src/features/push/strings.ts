import { featureStrings } from '../../lib/i18n/feature-strings';

/** The push modal's strings (decision 027): in the push chunk, loaded for members only. */
export const { useStrings: usePushT } = featureStrings(
  import.meta.glob<typeof import('./locales/en.json')>('./locales/*.json', { import: 'default' }),
);
