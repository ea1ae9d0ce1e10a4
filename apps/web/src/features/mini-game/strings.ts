import { featureStrings } from '../../lib/i18n/feature-strings';

/** The mini-game widget's strings (decision 027): in the widget's own chunk. */
export const { useStrings: useMiniGameT } = featureStrings(
  import.meta.glob<typeof import('./locales/en.json')>('./locales/*.json', { import: 'default' }),
);
