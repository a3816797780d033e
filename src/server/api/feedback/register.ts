import type { OpenAPIHono } from '@hono/zod-openapi';
import { storedContactTopic } from '~/domain/feedback/contact-feedback';
import {
  COMPANY_FEEDBACK_TOPIC_LABELS,
  DEVICE_LABELS,
  contactTopicLabel,
} from '~/domain/feedback/feedback-texts';
import type { AppDeps, AppEnv } from '../../app-context';
import { clientAddressOf } from '../../http/client-address';
import { optionalSender } from './optional-session';
import { companyFeedbackRoute, contactFeedbackRoute } from './routes';
import { sendFeedback } from './send-feedback';

export function registerFeedbackRoutes(app: OpenAPIHono<AppEnv>, deps: AppDeps): void {
  // Open to anyone (spec §6): a session, when there is one, only names the sender.
  app.openapi(companyFeedbackRoute, async (c) => {
    const input = c.req.valid('json');
    const receipt = await sendFeedback(
      deps,
      clientAddressOf(c, deps.env),
      await optionalSender(deps, c),
      {
        ...input,
        kind: 'COMPANY',
        topicLabel: COMPANY_FEEDBACK_TOPIC_LABELS[input.topic],
        device: null,
        deviceLabel: null,
      },
    );
    return c.json(receipt, 201);
  });
  app.openapi(contactFeedbackRoute, async (c) => {
    const { topic, cancellationTiming, device, ...input } = c.req.valid('json');
    const receipt = await sendFeedback(
      deps,
      clientAddressOf(c, deps.env),
      await optionalSender(deps, c),
      {
        ...input,
        kind: 'CONTACT',
        topic: storedContactTopic(topic, cancellationTiming),
        topicLabel: contactTopicLabel(topic, cancellationTiming),
        device: device ? device : null,
        deviceLabel: device ? DEVICE_LABELS[device] : null,
      },
    );
    return c.json(receipt, 201);
  });
}
