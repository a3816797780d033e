import { z } from 'zod';

/** GET /api/v1/config: what the client needs to start (spec §3 "Config response", feature flags). */
export const portalConfigSchema = z
  .object({
    monitoring: z.object({
      /** Percentage of sessions sampled by real-user monitoring; spec §9 default 10. */
      sampleRate: z.number().min(0).max(100),
      /**
       * Spec §1: monitoring starts only with the visitor's consent (cookieConsent.sppd = 1) in
       * production; elsewhere it needs none.
       */
      requireConsent: z.boolean(),
    }),
    featureFlags: z.object({
      marketingCodes: z.boolean(),
      monitoringSampling: z.boolean(),
      /** Paper invoice surcharge in cents for consumers and for businesses. */
      paperInvoicePrice: z.object({
        consumerCents: z.number().int(),
        businessCents: z.number().int(),
      }),
      defaultEmailConfig: z.object({ senderName: z.string(), replyTo: z.string() }),
      strongIdentification: z.boolean(),
      pushMessaging: z.boolean(),
      accountDeletionQuestionnaire: z.boolean(),
    }),
    /** The portal's today (Europe/Helsinki), so screens agree with the server's clock. */
    today: z.string(),
  })
  .meta({ id: 'PortalConfig' });
export type PortalConfig = z.infer<typeof portalConfigSchema>;

export const DEFAULT_MONITORING_SAMPLE_RATE = 10;
