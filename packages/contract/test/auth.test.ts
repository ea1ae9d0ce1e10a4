import { expect, it } from 'vitest';
import { listAnnouncementsEndpoint } from '../src/announcements.ts';
import { listBannersEndpoint } from '../src/banners.ts';
import { captchaChallengeEndpoint, captchaGeetestEndpoint } from '../src/captcha.ts';
import { domainRouteEndpoint } from '../src/domains.ts';
import { downloadSettingEndpoint } from '../src/download.ts';
import { listPopupAnnouncementsEndpoint } from '../src/popup-announcements.ts';
import { availablePromotionsEndpoint, promotionCategoriesEndpoint } from '../src/promotions.ts';
import { mobileRegisterEndpoint, usernameRegisterEndpoint } from '../src/register.ts';
import { loginEndpoint } from '../src/session.ts';
import { countryEndpoint, locationEndpoint, statusEndpoint } from '../src/system.ts';

// doc A §6: "Calls without an authorization header: login, register, captcha, system status,
// country, domain route, announcements, promotions and download-setting calls."
const WITHOUT_AUTHORIZATION = {
  login: loginEndpoint,
  registerByUsername: usernameRegisterEndpoint,
  registerByMobile: mobileRegisterEndpoint,
  captchaChallenge: captchaChallengeEndpoint,
  captchaGeetest: captchaGeetestEndpoint,
  status: statusEndpoint,
  location: locationEndpoint,
  country: countryEndpoint,
  domainRoute: domainRouteEndpoint,
  announcements: listAnnouncementsEndpoint,
  popupAnnouncements: listPopupAnnouncementsEndpoint,
  banners: listBannersEndpoint,
  availablePromotions: availablePromotionsEndpoint,
  promotionCategories: promotionCategoriesEndpoint,
  downloadSetting: downloadSettingEndpoint,
};

it.each(Object.entries(WITHOUT_AUTHORIZATION))('sends %s without Authorization (auth none)', (_name, endpoint) => {
  expect(endpoint.auth).toBe('none');
});
