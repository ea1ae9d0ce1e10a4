import * as z from 'zod/mini';
import { defineEndpoint } from './endpoint.ts';
import { requestParagraphs, requestText } from './text.ts';

/** The member's own referral code; the link is /m/register?r=<code> on the site's origin (doc E §3 "Affiliate info"). */
export const referralInfoEndpoint = defineEndpoint({
  id: 'relay.MCSFE_getReferralInfo',
  methods: ['GET'],
  path: '/wps/relay/MCSFE_getReferralInfo',
  summary: "The signed-in member's referral code (stable) and the path of the sign-up link",
  auth: 'required',
  encrypted: false,
  value: z.object({ referralCode: z.string(), referralPath: z.string() }),
});

export const AGENT_CHANNELS = ['social', 'website', 'community', 'other'] as const;

export const agentApplicationRequest = z.object({
  contact: requestText(120).check(z.trim(), z.minLength(3)),
  channel: z.enum(AGENT_CHANNELS),
  message: requestParagraphs(1000),
});

export const agentApplication = z.object({
  id: z.number(),
  contact: z.string(),
  channel: z.enum(AGENT_CHANNELS),
  message: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  createdAt: z.string(),
});
export type AgentApplication = z.infer<typeof agentApplication>;

export const agentApplicationEndpoint = defineEndpoint({
  id: 'member.agentApplication.get',
  methods: ['GET'],
  path: '/wps/member/agentApplication',
  summary: "The signed-in member's latest agent application, or null",
  auth: 'required',
  encrypted: false,
  value: z.nullable(agentApplication),
});

export const applyAgentEndpoint = defineEndpoint({
  id: 'member.agentApplication.apply',
  methods: ['POST'],
  path: '/wps/member/agentApplication/apply',
  summary: 'Apply to become an agent (one pending application per member)',
  auth: 'required',
  encrypted: false,
  body: agentApplicationRequest,
  value: agentApplication,
});

/**
 * An agent's own view (issue 31, decision 056): their code and sign-up path, the members who
 * registered with the code, and how many of those have had a deposit credited. The reference
 * platform records no commission, so it answers no earnings figure.
 */
export const agentSummary = z.object({
  agentCode: z.string(),
  referralPath: z.string(),
  invitedMembers: z.number(),
  depositingMembers: z.number(),
});
export type AgentSummary = z.infer<typeof agentSummary>;

export const agentSummaryEndpoint = defineEndpoint({
  id: 'member.agent.summary',
  methods: ['GET'],
  path: '/wps/member/agent/summary',
  summary: "An agent's code, sign-up path, members invited with the code and how many of them deposited (agents only)",
  auth: 'required',
  encrypted: false,
  value: agentSummary,
});
