import { OpenAPIHono } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import { registerAccountCredentialRoutes } from './api/account-credentials/register';
import { registerRegistrationRoutes } from './api/registration/register';
import { registerAddOnRoutes } from './api/add-ons/register';
import { registerAddressChangeRoutes } from './api/address-changes/register';
import { registerAuthRoutes } from './api/auth/register';
import { registerCardRoutes } from './api/cards/register';
import { registerCancellationRoutes } from './api/cancellations/register';
import { registerCompanyRequestRoutes } from './api/company-requests/register';
import { registerCompanyRequestStaffRoutes } from './api/company-requests/register-staff';
import { registerConfigRoutes } from './api/config/register';
import { registerCopytextRoutes } from './api/copytexts/register';
import { registerDeliveryRoutes } from './api/delivery/register';
import { registerDevCustomerRoutes } from './api/dev-customers/register';
import { registerDevMailboxRoutes } from './api/dev-mailbox/register';
import { registerHealthRoutes } from './api/health/register';
import { registerMyDataRoutes } from './api/my-data/register';
import { registerInvoiceRoutes } from './api/invoices/register';
import { registerPaymentImportRoutes } from './api/payments-import/register';
import { registerProductChangeRoutes } from './api/product-change/register';
import { registerSubscriptionLinkRoutes } from './api/subscription-links/register';
import { registerSubscriptionRoutes } from './api/subscriptions/register';
import { registerSuspensionRoutes } from './api/suspensions/register';
import { registerReadingRightRoutes } from './api/reading-rights/register';
import { registerStrongIdentificationRoutes } from './api/strong-identification/register';
import { registerPaymentMethodRoutes } from './api/payment-methods/register';
import { registerBillingPeriodRoutes } from './api/billing-period/register';
import { registerCustomerInfoRoutes } from './api/customer-info/register';
import { registerAccountDeletionRoutes } from './api/account-deletion/register';
import { registerConsentRoutes } from './api/consents/register';
import { registerMarketingBanRoutes } from './api/marketing-ban/register';
import { registerReadingRightInviteRoutes } from './api/reading-right-invites/register';
import { registerReadingRightClaimRoutes } from './api/reading-right-claims/register';
import { registerReaderCountRoutes } from './api/reader-count/register';
import { registerFeedbackRoutes } from './api/feedback/register';
import { registerStaffInboxRoutes } from './api/staff-inbox/register';
import { registerBenefitRoutes } from './api/benefits/register';
import { registerBenchFloorRoute } from './api/bench-floor/register';
import { registerCompanyOrderRoutes } from './api/company-orders/register';
import { OAUTH_TOKEN_PATH, registerOAuthRoutes } from './api/oauth/register';
import { listSubscriptions } from './api/subscriptions/list-subscriptions';
import { listInvoices } from './api/invoices/list-invoices';
import type { AppDeps, AppEnv } from './app-context';
import { errorResponse, validationError } from './http/error-envelope';
import { isProduction, siteOrigin } from './env';
import { HttpError } from './http/http-error';
import { secureCookies, sessionCookieName } from './auth/cookies';
import { bodyLimits } from './http/body-limits';
import { jsonBodyReader, urlInputGuard } from './http/json-body';
import { apiHeaders, mutationGuard } from './http/request-guards';
import { retryAfterHeader } from './http/too-many-requests';
import { requestLog } from './http/request-log';
import { withPlainPatterns } from './api/openapi-patterns';
import { withCommonAnswers } from './api/openapi-common-answers';
import { buildPathTable, operationGuard } from './http/operation-guard';
import { requireAuth } from './auth/require-auth';

const API_BASE = '/api/v1';

/** The JSON API under /api/v1, built on the given database and clock. */
export function createApi(deps: AppDeps): OpenAPIHono<AppEnv> {
  const app = new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  }).basePath(API_BASE);

  app.use('*', requestLog(deps.log));
  app.use('*', secureCookies(isProduction(deps.env)));
  app.use('*', apiHeaders);
  app.use('*', retryAfterHeader);
  // The one exemption: the OAuth token endpoint is called server to server by an assistant
  // client with a form body (RFC 6749 §4.1.3), never by a browser with our session; it reads no
  // cookie, and PKCE binds its code (decision 0043). Only this exact path skips the Origin and
  // JSON checks below.
  // (A plain comparison: hono/combine's `except` composed its middleware anew on every request,
  // a tenth of the cost of a request without database work; docs/performance.md.)
  const tokenPath = `${API_BASE}${OAUTH_TOKEN_PATH}`;
  const browserOnly =
    (mw: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      c.req.path === tokenPath ? next() : mw(c, next);
  app.use(
    '*',
    browserOnly(
      mutationGuard(siteOrigin(deps.env), deps.env.TRUSTED_ORIGINS.split(',').filter(Boolean)),
    ),
  );
  // Input that no route should see: too large (413, before reading), malformed JSON or NUL
  // characters (400). Routes then only ever answer 4xx to bad input (issue 12).
  app.use('*', bodyLimits(API_BASE));
  // A method the path lacks is 405, and a login is checked before any input is read (issue 35);
  // only the size limit comes first, as it reads nothing.
  app.use(
    '*',
    operationGuard(
      () =>
        buildPathTable(
          app.routes,
          app.openAPIRegistry.definitions.flatMap((d) => (d.type === 'route' ? [d.route] : [])),
          API_BASE,
        ),
      requireAuth(deps),
    ),
  );
  app.use('*', urlInputGuard);
  app.use('*', browserOnly(jsonBodyReader));

  registerHealthRoutes(app, deps);
  registerConfigRoutes(app, deps);
  registerCopytextRoutes(app, deps);
  registerAuthRoutes(app, deps);
  registerMyDataRoutes(app, deps);
  registerSubscriptionRoutes(app, deps);
  registerSuspensionRoutes(app, deps);
  registerSubscriptionLinkRoutes(app, deps);
  registerAddOnRoutes(app, deps);
  registerProductChangeRoutes(app, deps);
  registerAddressChangeRoutes(app, deps);
  registerCompanyRequestRoutes(app, deps);
  registerDeliveryRoutes(app, deps);
  registerCancellationRoutes(app, deps);
  registerInvoiceRoutes(app, deps);
  registerPaymentImportRoutes(app, deps);
  registerCardRoutes(app, deps);
  registerReadingRightRoutes(app, deps);
  registerDevMailboxRoutes(app, deps);
  registerDevCustomerRoutes(app, deps);
  registerStrongIdentificationRoutes(app, deps);
  registerPaymentMethodRoutes(app, deps);
  registerBillingPeriodRoutes(app, deps);
  registerCustomerInfoRoutes(app, deps);
  registerAccountCredentialRoutes(app, deps);
  registerRegistrationRoutes(app, deps);
  registerAccountDeletionRoutes(app, deps);
  registerConsentRoutes(app, deps);
  registerMarketingBanRoutes(app, deps);
  registerReadingRightInviteRoutes(app, deps);
  registerReadingRightClaimRoutes(app, deps);
  registerReaderCountRoutes(app, deps);
  registerFeedbackRoutes(app, deps);
  registerCompanyRequestStaffRoutes(app, deps);
  registerCompanyOrderRoutes(app, deps);
  registerStaffInboxRoutes(app, deps);
  registerBenefitRoutes(app, deps);
  registerBenchFloorRoute(app, deps);
  registerOAuthRoutes(app, deps, { listSubscriptions, listInvoices });

  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: sessionCookieName(isProduction(deps.env)),
    description: 'The session cookie that POST /auth/login sets (HttpOnly, SameSite=Lax).',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'staffToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'A staff token from the environment; each staff route has its own.',
  });
  app.get('/openapi.json', (c) =>
    c.json(
      withCommonAnswers(
        withPlainPatterns(
          app.getOpenAPI31Document({
            openapi: '3.1.0',
            info: { title: 'Tilaajaportaali API', version: '1' },
          }),
        ),
      ),
    ),
  );
  app.notFound(() => {
    throw new HttpError(404, 'not-found', { message: 'Rajapintaa ei löytynyt.' });
  });
  app.onError(errorResponse);
  return app;
}
