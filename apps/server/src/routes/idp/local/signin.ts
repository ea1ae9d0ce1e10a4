import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { LOCAL_IDP_ISSUER, LOCAL_IDP_MESSAGE_TYPE, type LocalIdpResult } from '@portico/contract/identity';
import { FIREBASE_CHANNELS } from '@portico/contract/session';
import { CHANNEL_NAMES, LOCAL_TEST_IDENTITIES, localSubject, SIGN_IN_PROVIDER } from '../../../auth/local-idp.ts';
import { identityLinks, members } from '../../../db/schema.ts';
import type { Merchant } from '../../../merchants/schema.ts';
import { sendErrorPage, sendFrameEnd, sendOneTapPage, sendPopupEnd, sendSignInPage, type ListedIdentity, type SignInParams } from './pages.ts';

const paramsSchema = z.object({
  channel: z.enum(FIREBASE_CHANNELS),
  mode: z.enum(['popup', 'redirect', 'onetap']),
  state: z.string().min(1).max(512),
  return_to: z.string().min(1).max(2048),
  merchant: z.string().max(32).optional(),
});
const formSchema = paramsSchema.extend({
  action: z.enum(['identity', 'custom', 'cancel']),
  email: z.string().max(254).optional(),
  name: z.string().max(200).optional(),
});
const customSchema = z.object({ email: z.email().max(254), name: z.string().trim().min(1).max(80) });

interface Resolved {
  params: SignInParams;
  merchant: Merchant;
  returnTo: URL;
}

/**
 * The token may only travel back to the host that asked (same host and port) or to one of the
 * merchant's own domains; anything else would hand a sign-in to a stranger's page.
 */
function allowedReturnTo(request: FastifyRequest, merchant: Merchant, raw: string): URL | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const sameHost = url.host.toLowerCase() === request.host.toLowerCase();
  return sameHost || merchant.domains.some((d) => d.toLowerCase() === url.hostname.toLowerCase()) ? url : null;
}

/** The request's parameters checked in order; a string is the reason to refuse (shown on a 400 page). */
function resolve(app: FastifyInstance, request: FastifyRequest, input: z.output<typeof paramsSchema>): Resolved | string {
  const merchant = input.merchant ? app.merchants.all.get(input.merchant.toUpperCase()) : app.merchants.forPage(request);
  if (!merchant) return `Unknown merchant ${input.merchant ?? ''}.`;
  if (merchant.identity.kind !== 'local') return `Merchant ${merchant.merchantCode} does not use the local identity provider.`;
  if (!merchant.identity.channels.includes(input.channel)) {
    return `${CHANNEL_NAMES[input.channel]} sign-in is not offered by merchant ${merchant.merchantCode}.`;
  }
  const returnTo = allowedReturnTo(request, merchant, input.return_to);
  if (!returnTo) return `The return address is not allowed: it must be on this host or on one of merchant ${merchant.merchantCode}'s domains.`;
  const { channel, mode, state } = input;
  return { params: { channel, mode, state, return_to: input.return_to, merchant: merchant.merchantCode }, merchant, returnTo };
}

const malformed = (error: z.ZodError) =>
  `The sign-in link is incomplete or malformed (${[...new Set(error.issues.map((i) => i.path.join('.')))].join(', ')}).`;

/** The page's test identities with the account each is linked to in this merchant, read live. */
async function listIdentities(app: FastifyInstance, { params, merchant }: Resolved): Promise<ListedIdentity[]> {
  const subjects = LOCAL_TEST_IDENTITIES.map((i) => localSubject(params.channel, i.email));
  const links = await app.db
    .select({ subject: identityLinks.subject, username: members.username })
    .from(identityLinks)
    .innerJoin(members, eq(members.id, identityLinks.memberId))
    .where(
      and(
        eq(identityLinks.merchantCode, merchant.merchantCode),
        eq(identityLinks.issuer, LOCAL_IDP_ISSUER),
        inArray(identityLinks.subject, subjects),
      ),
    );
  return LOCAL_TEST_IDENTITIES.map((i, n) => ({ ...i, linkedTo: links.find((l) => l.subject === subjects[n])?.username ?? null }));
}

function finish(reply: FastifyReply, { params, returnTo }: Resolved, result: LocalIdpResult | null) {
  if (params.mode === 'onetap') return sendFrameEnd(reply, { result, state: params.state, targetOrigin: returnTo.origin });
  if (params.mode === 'popup') return sendPopupEnd(reply, { result, targetOrigin: returnTo.origin });
  const back = new URL(returnTo);
  back.hash = result ? `idp=${Buffer.from(JSON.stringify(result)).toString('base64url')}` : 'idp_error=cancelled';
  return reply.header('cache-control', 'no-store').redirect(back.href, 303);
}

/** GET shows the provider's sign-in page; POST (its forms) issues the ID token or cancels. */
export default function signIn(app: FastifyInstance) {
  app.get('/idp/local/signin', async (request, reply) => {
    const parsed = paramsSchema.safeParse(request.query);
    if (!parsed.success) return sendErrorPage(reply, malformed(parsed.error));
    const resolved = resolve(app, request, parsed.data);
    if (typeof resolved === 'string') return sendErrorPage(reply, resolved);
    const page = { params: resolved.params, identities: await listIdentities(app, resolved), returnOrigin: resolved.returnTo.origin };
    if (resolved.params.mode === 'onetap') {
      if (resolved.params.channel !== 'google') return sendErrorPage(reply, 'One-tap is Google sign-in only.');
      return sendOneTapPage(reply, page);
    }
    return sendSignInPage(reply, page);
  });

  app.post('/idp/local/signin', async (request, reply) => {
    const parsed = formSchema.safeParse(request.body ?? {});
    if (!parsed.success) return sendErrorPage(reply, malformed(parsed.error));
    const resolved = resolve(app, request, parsed.data);
    if (typeof resolved === 'string') return sendErrorPage(reply, resolved);
    const { action, channel } = parsed.data;
    if (action === 'cancel') return finish(reply, resolved, null);

    let who: { email: string; name: string } | undefined;
    if (action === 'identity') {
      who = LOCAL_TEST_IDENTITIES.find((i) => i.email === parsed.data.email);
      if (!who) return sendErrorPage(reply, 'That test identity is not on the list.');
    } else {
      const custom = customSchema.safeParse({ email: parsed.data.email?.trim(), name: parsed.data.name });
      if (!custom.success) {
        const bad = new Set(custom.error.issues.map((i) => i.path[0]));
        return sendSignInPage(reply, {
          params: resolved.params,
          identities: await listIdentities(app, resolved),
          status: 400,
          errors: {
            ...(bad.has('email') && { email: 'Enter an email address, like name@example.com.' }),
            ...(bad.has('name') && { name: 'Enter a display name (at most 80 characters).' }),
          },
          values: { email: parsed.data.email ?? '', name: parsed.data.name ?? '' },
          returnOrigin: resolved.returnTo.origin,
        });
      }
      who = { email: custom.data.email.toLowerCase(), name: custom.data.name };
    }

    if (!app.identity.local) return sendErrorPage(reply, 'The local identity provider is off.');
    const idToken = await app.identity.local.issue(resolved.merchant, {
      sub: localSubject(channel, who.email),
      email: who.email,
      name: who.name,
      signInProvider: SIGN_IN_PROVIDER[channel],
    });
    return finish(reply, resolved, { type: LOCAL_IDP_MESSAGE_TYPE, channel, idToken, state: resolved.params.state });
  });
}
