import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';

/**
 * doc E §3 "Promotion availability" (decision 029). REFERRAL is the common referral promotion;
 * REFERRAL_PERSONAL the personal one doc E §4's referral rule also reads (a promotion with
 * audience 'personal'). With REWCEN3 off every key is disabled with count 0 and the list is empty.
 */
export const PROMOTION_KEYS = ['APP_DOWNLOAD', 'REFERRAL', 'DEPOSIT', 'EVENT'] as const;
export type PromotionKey = (typeof PROMOTION_KEYS)[number];
export const PROMOTION_AUDIENCES = ['common', 'personal'] as const;

const availability = z.object({ enabled: z.boolean(), count: z.number() });
export type Availability = z.infer<typeof availability>;

export const availablePromotion = z.object({
  id: z.number(),
  key: z.enum(PROMOTION_KEYS),
  audience: z.enum(PROMOTION_AUDIENCES),
  categoryId: z.nullable(z.number()),
  title: z.string(),
  description: z.string(),
  activityId: z.nullable(z.number()),
});
export type AvailablePromotion = z.infer<typeof availablePromotion>;

export const availablePromotions = z.object({
  APP_DOWNLOAD: availability,
  REFERRAL: availability,
  REFERRAL_PERSONAL: availability,
  promotions: z.array(availablePromotion),
});
export type AvailablePromotions = z.infer<typeof availablePromotions>;

export const availablePromotionsEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getMerchantAvailablePromotions',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
  summary: "The merchant's running promotions and, per key, whether one runs (all off without REWCEN3)",
  // doc A §6: promotions are among the calls sent without Authorization; the answer is the merchant's, not the member's.
  auth: 'none',
  encrypted: false,
  value: availablePromotions,
});

export const promotionCategory = z.object({ id: z.number(), code: z.string(), name: z.string() });
export type PromotionCategory = z.infer<typeof promotionCategory>;

export const promotionCategoriesEndpoint = defineEndpoint({
  id: 'relay.PROMOFE_getPromotionAnnouncementCategory',
  methods: ['GET'],
  path: '/wps/relay/PROMOFE_getPromotionAnnouncementCategory',
  summary: "The merchant's promotion categories in the request's language, in the operator's order",
  auth: 'none',
  encrypted: false,
  value: z.array(promotionCategory),
});
