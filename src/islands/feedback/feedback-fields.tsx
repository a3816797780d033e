import { useStore } from '@nanostores/react';
import { type FormEventHandler, type ReactNode, useEffect, useState } from 'react';
import type {
  FieldError,
  FieldValues,
  Resolver,
  ResolverResult,
  UseFormRegisterReturn,
} from 'react-hook-form';
import type { FeedbackReceipt } from '~/domain/feedback/company-feedback';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { contactEmailProblem } from '~/domain/feedback/contact-email';
import { FEEDBACK_LABELS, FEEDBACK_TEXT_MAX } from '~/domain/feedback/feedback-texts';
import { type ApiPath, api } from '../shared/api-client';
import { type ApiFormOptions, useApiForm } from '../shared/use-api-form';
import { ApiError } from '../shared/api-errors';
import { CheckboxField } from '../shared/checkbox-field';
import { messageForError } from '../shared/error-messages';
import { $session, loadSession } from '../shared/session';
import { TextField } from '../shared/text-field';
import { SubmitButton } from '../shared/submit-button';

// What the feedback forms share (the company form /yrityspalaute and the contact form
// /aihe/ota-yhteytta): the e-mail rule without a login, the prefilled address, the error
// message, and the fields of the message, the reply and the honeypot.

/** The schema's checks, and without a login the e-mail address too (the server's rule). */
export function withContactEmailRule<
  In extends FieldValues & { contactEmail?: string | undefined },
  Out,
>(schemaResolver: Resolver<In, unknown, Out>): Resolver<In, unknown, Out> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, options);
    const loggedIn = $session.get().status === 'loggedIn';
    const problem = loggedIn ? null : contactEmailProblem(values.contactEmail, null);
    if (!problem || 'contactEmail' in result.errors) return result;
    const errors = { ...result.errors, contactEmail: { type: 'required', message: problem } };
    return { values: {}, errors } as ResolverResult<In, Out>;
  };
}

/** Saving failed for a reason the sender cannot fix: spec §8 "Feedback saving failed". */
function feedbackFailureMessage(err: unknown): string {
  if (err instanceof ApiError && err.status >= 500) return ERROR_MESSAGES['feedback-saving-failed'];
  if (err instanceof ApiError) return messageForError(err);
  return ERROR_MESSAGES['feedback-saving-failed'];
}

/**
 * The session, checked once; a logged-in sender's address is filled in unless they typed one
 * already. Answers whether the sender is logged in.
 */
export function useSenderAddress(
  current: () => string | undefined,
  fill: (address: string) => void,
): boolean {
  const session = useStore($session);
  useEffect(() => {
    if (session.status === 'unknown') void loadSession().catch(() => undefined);
  }, [session.status]);
  useEffect(() => {
    if (session.status === 'loggedIn' && session.loginHint && !current()) fill(session.loginHint);
  }, [session.status, session.loginHint, current, fill]);
  return session.status === 'loggedIn';
}

/** A label table as a select's options, in the table's order. */
export const asOptions = (labels: Readonly<Record<string, string>>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** The message, the contact e-mail, the reply choice and the hidden honeypot. */
export function MessageAndReplyFields({
  loggedIn,
  message,
  contactEmail,
  replyByEmail,
  website,
  errors,
}: {
  loggedIn: boolean;
  message: UseFormRegisterReturn;
  contactEmail: UseFormRegisterReturn;
  replyByEmail: UseFormRegisterReturn;
  website: UseFormRegisterReturn;
  errors: { message?: FieldError | undefined; contactEmail?: FieldError | undefined };
}) {
  return (
    <>
      <div className="field">
        <label htmlFor="feedback-message">{FEEDBACK_LABELS.message}</label>
        <p id="feedback-message-hint" className="hint">
          Kerro asiasi ja mahdollinen asiakas- tai tilausnumero. Enintään {FEEDBACK_TEXT_MAX}{' '}
          merkkiä.
        </p>
        <textarea
          id="feedback-message"
          rows={8}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={
            errors.message
              ? 'feedback-message-hint feedback-message-error'
              : 'feedback-message-hint'
          }
          {...message}
        />
        {errors.message && (
          <p id="feedback-message-error" className="field-error">
            {errors.message.message}
          </p>
        )}
      </div>
      <TextField
        id="feedback-contact-email"
        type="email"
        label={FEEDBACK_LABELS.contactEmail}
        hint={
          loggedIn
            ? 'Lähetämme vahvistuksen ja vastauksen tähän osoitteeseen.'
            : 'Lähetämme vahvistuksen ja mahdollisen vastauksen tähän osoitteeseen.'
        }
        autoComplete="email"
        registration={contactEmail}
        error={errors.contactEmail}
      />
      <CheckboxField
        id="feedback-reply-by-email"
        label={FEEDBACK_LABELS.replyByEmail}
        registration={replyByEmail}
      />
      {/* The honeypot: off screen and out of the tab order, so only a robot fills it. */}
      <div className="feedback-trap" aria-hidden="true">
        <label htmlFor="feedback-website">Jätä tämä kenttä tyhjäksi</label>
        <input id="feedback-website" type="text" tabIndex={-1} autoComplete="off" {...website} />
      </div>
    </>
  );
}

/**
 * A feedback form (useApiForm) that sends its message without a login and keeps the receipt;
 * refusals speak the feedback forms' own sentence (feedbackFailureMessage).
 */
export function useFeedbackForm<In extends FieldValues, Out>(
  path: ApiPath<'post'>,
  options: Omit<ApiFormOptions<In, unknown, Out>, 'send' | 'refusalMessage'>,
) {
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const form = useApiForm<In, Out>({
    ...options,
    send: async (values) => {
      setReceipt(
        await api.post<FeedbackReceipt>(path, values, {
          authenticated: false,
          withErrorBody: true,
        }),
      );
    },
    refusalMessage: feedbackFailureMessage,
  });
  return { ...form, receipt };
}

/** The form around a feedback form's fields: its failure message first, the send button last. */
export function FeedbackFormFrame({
  formError,
  busy,
  onSubmit,
  children,
}: {
  formError: string | null;
  busy: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <form className="feedback-form" noValidate onSubmit={onSubmit}>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      {children}
      <SubmitButton busy={busy} label="Lähetä viesti" busyLabel="Lähetetään…" />
    </form>
  );
}
