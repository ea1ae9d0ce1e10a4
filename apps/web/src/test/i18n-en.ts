import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from '../locales/en.json';

/** An English i18next instance for component tests: the real strings, no lazy loading. */
export async function initEnglish() {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { translation: en } },
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
