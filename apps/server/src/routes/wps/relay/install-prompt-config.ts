import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { installPromptConfigEndpoint, type InstallPromptConfig } from '@portico/contract/install-prompt';
import { localise, requestLanguage } from '../../../content/serve.ts';
import { installPromptConfigs } from '../../../db/schema-install.ts';
import { registerEndpoint } from '../../../http/register-endpoint.ts';
import { knownTriggers } from '../../../install/known-triggers.ts';

/**
 * Relay MCSFE_getInstallPromptConfig (decision 036): the merchant's install-prompt configuration with
 * its texts in the request's language (else English); null when the merchant has none (no prompt).
 */
export default function installPromptConfigRoute(app: FastifyInstance) {
  registerEndpoint(app, installPromptConfigEndpoint, async ({ merchant, request }): Promise<InstallPromptConfig | null> => {
    const { merchantCode } = merchant;
    const [row] = await app.db.select().from(installPromptConfigs).where(eq(installPromptConfigs.merchantCode, merchantCode)).limit(1);
    if (!row) return null;
    const language = requestLanguage(request);
    const text = (s: { enabled: boolean; value: Record<string, string> }) => ({ enabled: s.enabled, value: localise(s.value, language) });
    const { id: _id, merchantCode: _m, triggers, app_desc, bottom_app_desc, message, ...rest } = row;
    return {
      ...rest,
      triggers: knownTriggers(triggers, merchantCode, (name) =>
        request.log.warn({ merchantCode, trigger: name }, 'install prompt: unknown trigger in the stored configuration, ignored'),
      ),
      app_desc: text(app_desc),
      bottom_app_desc: text(bottom_app_desc),
      message: text(message),
    };
  });
}
