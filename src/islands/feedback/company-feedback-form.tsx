import './feedback.css';
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import type {
  CompanyFeedbackFields,
  CompanyFeedbackInput,
  FeedbackReceipt,
} from '~/domain/feedback/company-feedback';
import { contactEmailProblem } from '~/domain/feedback/contact-email';
import {
  COMPANY_FEEDBACK_TOPIC_LABELS,
  FEEDBACK_LABELS,
  FEEDBACK_TEXT_MAX,
} from '~/domain/feedback/feedback-texts';
import { api } from '../shared/api-client';
import { ApiError } from '../shared/api-errors';
import { CheckboxField } from '../shared/checkbox-field';
import { feedbackPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { applyServerErrors } from '../shared/server-errors';
import { $session, loadSession } from '../shared/session';
import { TextField } from '../shared/text-field';
import FeedbackThanks from './feedback-thanks';

const TOPICS = Object.entries(COMPANY_FEEDBACK_TOPIC_LABELS);

const schemaResolver = lazyZodResolver<CompanyFeedbackInput, CompanyFeedbackFields>(() =>
  import('~/domain/feedback/company-feedback').then((m) => m.companyFeedbackInputSchema),
);

/** The schema's checks, and without a login the e-mail address too (the server's rule). */
const resolver: Resolver<CompanyFeedbackInput, unknown, CompanyFeedbackFields> = async (
  values,
  context,
  options,
) => {
  const result = await schemaResolver(values, context, options);
  const loggedIn = $session.get().status === 'loggedIn';
  const problem = loggedIn ? null : contactEmailProblem(values.contactEmail, null);
  if (!problem || 'contactEmail' in result.errors) return result;
  return {
    values: {},
    errors: { ...result.errors, contactEmail: { type: 'required', message: problem } },
  };
};

/** Saving failed for a reason the sender cannot fix: spec §8 "Feedback saving failed". */
function failureMessage(err: unknown): string {
  if (err instanceof ApiError && err.status >= 500) return ERROR_MESSAGES['feedback-saving-failed'];
  if (err instanceof ApiError) return messageForError(err);
  return ERROR_MESSAGES['feedback-saving-failed'];
}

interface Props {
  /** The product families offered, by name (content collection product-families). */
  products: string[];
}

/** /yrityspalaute: the company feedback form (spec §2, §3), open to anyone. */
export default function CompanyFeedbackForm({ products }: Props) {
  const session = useStore($session);
  const [receipt, setReceipt] = useState<FeedbackReceipt | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CompanyFeedbackInput, unknown, CompanyFeedbackFields>({
    resolver,
    defaultValues: {
      topic: '' as CompanyFeedbackInput['topic'],
      product: '',
      message: '',
      contactEmail: '',
      replyByEmail: false,
      website: '',
    },
  });

  useEffect(() => {
    if (session.status === 'unknown') void loadSession().catch(() => undefined);
  }, [session.status]);
  // A logged-in sender's address is filled in, unless they typed one already.
  useEffect(() => {
    if (session.status === 'loggedIn' && session.loginHint && !getValues('contactEmail')) {
      setValue('contactEmail', session.loginHint);
    }
  }, [session.status, session.loginHint, getValues, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      setReceipt(
        await api.post<FeedbackReceipt>(feedbackPaths.company, values, {
          authenticated: false,
          withErrorBody: true,
        }),
      );
    } catch (err) {
      applyServerErrors({ setError }, err);
      setFormError(failureMessage(err));
    }
  });

  if (receipt) return <FeedbackThanks receipt={receipt} />;
  const loggedIn = session.status === 'loggedIn';
  return (
    <form className="feedback-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <div className="field">
        <label htmlFor="feedback-topic">{FEEDBACK_LABELS.topic}</label>
        <select
          id="feedback-topic"
          aria-invalid={errors.topic ? true : undefined}
          aria-describedby={errors.topic ? 'feedback-topic-error' : undefined}
          {...register('topic')}
        >
          <option value="">Valitse aihe</option>
          {TOPICS.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        {errors.topic && (
          <p id="feedback-topic-error" className="field-error">
            {errors.topic.message}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="feedback-product">{FEEDBACK_LABELS.product}</label>
        <select
          id="feedback-product"
          aria-invalid={errors.product ? true : undefined}
          {...register('product')}
        >
          <option value="">Ei koske tiettyä tuotetta</option>
          {products.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
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
          {...register('message')}
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
        registration={register('contactEmail')}
        error={errors.contactEmail}
      />
      <CheckboxField
        id="feedback-reply-by-email"
        label={FEEDBACK_LABELS.replyByEmail}
        registration={register('replyByEmail')}
      />
      {/* The honeypot: off screen and out of the tab order, so only a robot fills it. */}
      <div className="feedback-trap" aria-hidden="true">
        <label htmlFor="feedback-website">Jätä tämä kenttä tyhjäksi</label>
        <input
          id="feedback-website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          {...register('website')}
        />
      </div>
      <button className="button" type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Lähetetään…' : 'Lähetä viesti'}
      </button>
    </form>
  );
}
