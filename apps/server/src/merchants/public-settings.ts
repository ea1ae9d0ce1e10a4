import type { PushSettings, SiteSettings } from '@portico/contract/system';
import { chatProblem } from '../chat/vendors.ts';
import type { Merchant } from './schema.ts';

/**
 * The browser's view of a merchant, field by field on purpose: a new secret in the merchant
 * file must not reach the browser by default. Served by GET /wps/system/settings and inlined
 * into index.html, so the first screen needs no extra round trip. `push` comes from the push
 * plugin (app.push.settingsOf), which knows the platform's VAPID public key.
 */
export function publicSettings(m: Merchant, push: PushSettings = { provider: 'off' }): SiteSettings {
  return {
    merchantCode: m.merchantCode,
    name: m.name,
    defaultLanguage: m.defaultLanguage,
    languages: m.languages,
    whitelabel: m.whitelabel,
    features: m.features,
    captcha: m.captcha,
    imageCdn: m.imageCdn,
    customerService: m.customerService,
    redirectAllowList: m.redirectAllowList,
    headerColor: m.headerColor,
    identity: m.identity,
    registration: { mobilePassword: m.registration.mobilePassword },
    marketingOverlaysPerVisit: m.marketingOverlaysPerVisit,
    look: m.look,
    agentCustomerTypes: m.agentCustomerTypes,
    profileIconCount: m.profileIconCount,
    chat: { available: m.chat.vendor !== null && chatProblem(m) === null, vendor: m.chat.vendor },
    push,
    appLayer: { latestAppVersion: m.appLayer.latestAppVersion, downloadBar: m.appLayer.downloadBar, downloadPopupSeconds: m.appLayer.downloadPopupSeconds },
  };
}
