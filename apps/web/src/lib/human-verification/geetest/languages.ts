import type { LanguageCode } from '@portico/contract/languages';

/**
 * The captcha's language from the app's (doc A §9). v3 knows Chinese (simplified, traditional,
 * Hong Kong), English, Japanese, Korean, Indonesian, Spanish, Thai, Vietnamese and Tamil; v4 takes
 * three-letter codes and a wider set. Anything else gets English.
 */
const V3: Partial<Record<LanguageCode, string>> = {
  CN: 'zh-cn',
  TW: 'zh-tw',
  EN: 'en',
  JA: 'ja',
  KO: 'ko',
  ID: 'id',
  ES: 'es',
  TH: 'th',
  VI: 'vi',
  TA: 'ta',
};

const V4: Partial<Record<LanguageCode, string>> = {
  CN: 'zho',
  TW: 'zho-tw',
  EN: 'eng',
  JA: 'jpn',
  KO: 'kor',
  ID: 'ind',
  ES: 'spa',
  TH: 'tha',
  VI: 'vie',
  TA: 'tam',
  RU: 'rus',
  AR: 'ara',
  PT: 'por',
  'PT-BR': 'por',
  FR: 'fra',
  TR: 'tur',
  BN: 'ben',
  HI: 'hin',
  MS: 'msa',
};

/** `HK` is accepted too: the browser-language rule maps Hong Kong to TW for the app, not for Geetest. */
export function geetestLanguage(version: 'v3' | 'v4', code: LanguageCode | 'HK'): string {
  if (code === 'HK') return version === 'v3' ? 'zh-hk' : 'zho-hk';
  return (version === 'v3' ? V3[code] : V4[code]) ?? (version === 'v3' ? 'en' : 'eng');
}
