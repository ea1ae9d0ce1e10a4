import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { int4 } from './bounds.ts';

/** doc E §9 "Profile icon count default 9". */
export const DEFAULT_PROFILE_ICON_COUNT = 9;

const profileIcon = z.object({ icon: z.number(), iconCount: z.number() });

export const profileIconEndpoint = defineEndpoint({
  id: 'member.profileIcon.get',
  methods: ['GET'],
  path: '/wps/member/profileIcon',
  summary: "The signed-in member's profile icon (1…iconCount) from the merchant's set",
  auth: 'required',
  encrypted: false,
  value: profileIcon,
});

export const setProfileIconEndpoint = defineEndpoint({
  id: 'member.profileIcon.set',
  methods: ['POST'],
  path: '/wps/member/profileIcon/set',
  summary: "Choose the signed-in member's profile icon from the merchant's set",
  auth: 'required',
  encrypted: false,
  body: z.object({ icon: int4() }),
  value: profileIcon,
});
