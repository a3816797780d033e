import './feedback.css';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type {
  CompanyFeedbackFields,
  CompanyFeedbackInput,
  FeedbackReceipt,
} from '~/domain/feedback/company-feedback';
import { COMPANY_FEEDBACK_TOPIC_LABELS, FEEDBACK_LABELS } from '~/domain/feedback/feedback-texts';
import { api } from '../shared/api-client';
import { feedbackPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { applyServerErrors } from '../shared/server-errors';
import {
  MessageAndReplyFields,
  SelectField,
  feedbackFailureMessage,
  useSenderAddress,
  withContactEmailRule,
} from './feedback-fields';
import FeedbackThanks from './feedback-thanks';

const TOPICS = Object.entries(COMPANY_FEEDBACK_TOPIC_LABELS);

const resolver = withContactEmailRule(
  lazyZodResolver<CompanyFeedbackInput, CompanyFeedbackFields>(() =>
    import('~/domain/feedback/company-feedback').then((m) => m.companyFeedbackInputSchema),
  ),
);

interface Props {
  /** The product families offered, by name (content collection product-families). */
  products: string[];
}

/** /yrityspalaute: the company feedback form (spec §2, §3), open to anyone. */
export default function CompanyFeedbackForm({ products }: Props) {
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
  const loggedIn = useSenderAddress(
    useCallback(() => getValues('contactEmail'), [getValues]),
    useCallback((address: string) => setValue('contactEmail', address), [setValue]),
  );

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
      setFormError(feedbackFailureMessage(err));
    }
  });

  if (receipt) return <FeedbackThanks receipt={receipt} />;
  return (
    <form className="feedback-form" noValidate onSubmit={(e) => void onSubmit(e)}>
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      <SelectField
        id="feedback-topic"
        label={FEEDBACK_LABELS.topic}
        empty="Valitse aihe"
        options={TOPICS}
        registration={register('topic')}
        error={errors.topic}
      />
      <SelectField
        id="feedback-product"
        label={FEEDBACK_LABELS.product}
        empty="Ei koske tiettyä tuotetta"
        options={products.map((name) => [name, name] as const)}
        registration={register('product')}
        error={errors.product}
      />
      <MessageAndReplyFields
        loggedIn={loggedIn}
        message={register('message')}
        contactEmail={register('contactEmail')}
        replyByEmail={register('replyByEmail')}
        website={register('website')}
        errors={errors}
      />
      <button className="button" type="submit" disabled={isSubmitting} aria-busy={isSubmitting}>
        {isSubmitting ? 'Lähetetään…' : 'Lähetä viesti'}
      </button>
    </form>
  );
}
