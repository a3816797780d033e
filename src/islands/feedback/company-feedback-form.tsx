import './feedback.css';
import { useCallback } from 'react';
import type {
  CompanyFeedbackFields,
  CompanyFeedbackInput,
} from '~/domain/feedback/company-feedback';
import { COMPANY_FEEDBACK_TOPIC_LABELS, FEEDBACK_LABELS } from '~/domain/feedback/feedback-texts';
import { feedbackPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { SelectField } from '../shared/select-field';
import {
  FeedbackFormFrame,
  MessageAndReplyFields,
  asOptions,
  useFeedbackForm,
  useSenderAddress,
  withContactEmailRule,
} from './feedback-fields';
import FeedbackThanks from './feedback-thanks';

const TOPICS = asOptions(COMPANY_FEEDBACK_TOPIC_LABELS);

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
  const {
    register,
    setValue,
    getValues,
    formError,
    onSubmit,
    busy,
    receipt,
    formState: { errors },
  } = useFeedbackForm<CompanyFeedbackInput, CompanyFeedbackFields>(feedbackPaths.company, {
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

  if (receipt) return <FeedbackThanks receipt={receipt} />;
  return (
    <FeedbackFormFrame formError={formError} busy={busy} onSubmit={(e) => void onSubmit(e)}>
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
        options={products.map((name) => ({ value: name, label: name }))}
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
    </FeedbackFormFrame>
  );
}
