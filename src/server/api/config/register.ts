import type { OpenAPIHono } from '@hono/zod-openapi';
import { DEFAULT_MONITORING_SAMPLE_RATE, type PortalConfig } from '~/domain/config/portal-config';
import type { AppDeps, AppEnv } from '../../app-context';
import { isProduction } from '../../env';
import { paperInvoiceFees } from '../../paper-invoice-fee';
import { configRoute } from './routes';

function portalConfig({ env, clock }: AppDeps): PortalConfig {
  return {
    monitoring: {
      sampleRate: env.MONITORING_SAMPLE_RATE ?? DEFAULT_MONITORING_SAMPLE_RATE,
      requireConsent: isProduction(env),
    },
    featureFlags: {
      marketingCodes: false,
      monitoringSampling: true,
      paperInvoicePrice: paperInvoiceFees(env),
      defaultEmailConfig: { senderName: 'Asiakaspalvelu', replyTo: 'asiakaspalvelu@example.fi' },
      strongIdentification: true,
      pushMessaging: false,
      accountDeletionQuestionnaire: env.ACCOUNT_DELETION_QUESTIONNAIRE === 'true',
    },
    today: clock.today(),
  };
}

export function registerConfigRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  app.openapi(configRoute, (c) => c.json(portalConfig(deps), 200));
}
