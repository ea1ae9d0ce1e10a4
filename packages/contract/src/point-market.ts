import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { int4 } from './bounds.ts';

export const pointItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  pointsPrice: z.number(),
  imageUrl: z.nullable(z.string()),
  stock: z.number(),
});
export type PointItem = z.infer<typeof pointItem>;

export const pointMarketEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getPointMarket',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getPointMarket',
  summary: "The point market's items and the signed-in member's points",
  auth: 'required',
  encrypted: false,
  value: z.object({ points: z.number(), items: z.array(pointItem) }),
});

/** requestId makes a repeated tap or a retried request one redemption, not two. */
export const redeemRequest = z.object({
  itemId: int4(),
  requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/)),
});

export const redeemPointsEndpoint = defineEndpoint({
  id: 'member.points.redeem',
  methods: ['POST'],
  path: '/wps/member/points/redeem',
  summary: 'Spend points on an item (never below zero; the same requestId redeems once)',
  auth: 'required',
  encrypted: false,
  body: redeemRequest,
  value: z.object({ redemptionId: z.number(), itemId: z.number(), points: z.number() }),
});
