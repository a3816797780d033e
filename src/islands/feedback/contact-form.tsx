import './feedback.css';
import { useCallback, useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import type {
  ContactFeedbackFields,
  ContactFeedbackInput,
} from '~/domain/feedback/contact-feedback';
import {
  CANCELLATION_TIMING_LABELS,
  CONTACT_LABELS,
  CONTACT_TOPIC_LABELS,
  type ContactTopic,
  DEVICE_LABELS,
  FEEDBACK_LABELS,
} from '~/domain/feedback/feedback-texts';
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

const TOPICS = asOptions(CONTACT_TOPIC_LABELS);
const TIMINGS = asOptions(CANCELLATION_TIMING_LABELS);
const DEVICES = asOptions(DEVICE_LABELS);

const resolver = withContactEmailRule(
  lazyZodResolver<ContactFeedbackInput, ContactFeedbackFields>(() =>
    import('~/domain/feedback/contact-feedback').then((m) => m.contactFeedbackInputSchema),
  ),
);

const isTopic = (value: string | null): value is ContactTopic =>
  value !== null && value in CONTACT_TOPIC_LABELS;

interface Props {
  /** The product families offered, by name (content collection product-families). */
  products: string[];
}

/**
 * /aihe/ota-yhteytta: the contact form (spec §2, §3 Feedback form), open to anyone. A link may
 * choose the topic: ?aihe=ACCESSIBILITY (the accessibility statement's feedback channel).
 */
export default function ContactForm({ products }: Props) {
  const {
    register,
    setValue,
    getValues,
    control,
    formError,
    onSubmit,
    busy,
    receipt,
    formState: { errors },
  } = useFeedbackForm<ContactFeedbackInput, ContactFeedbackFields>(feedbackPaths.contact, {
    resolver,
    shouldUnregister: true,
    defaultValues: {
      topic: '' as ContactTopic,
      product: '',
      device: '',
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
  useEffect(() => {
    const asked = new URLSearchParams(window.location.search).get('aihe');
    if (isTopic(asked)) setValue('topic', asked);
  }, [setValue]);
  const cancellation = useWatch({ control, name: 'topic' }) === 'CANCELLATION';

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
      {cancellation && (
        <SelectField
          id="feedback-cancellation-timing"
          label={CONTACT_LABELS.cancellationTiming}
          empty="Valitse"
          options={TIMINGS}
          registration={register('cancellationTiming')}
          error={errors.cancellationTiming}
        />
      )}
      <SelectField
        id="feedback-product"
        label={FEEDBACK_LABELS.product}
        empty="Ei koske tiettyä tuotetta"
        options={products.map((name) => ({ value: name, label: name }))}
        registration={register('product')}
        error={errors.product}
      />
      <SelectField
        id="feedback-device"
        label={CONTACT_LABELS.device}
        empty="En halua kertoa"
        options={DEVICES}
        registration={register('device')}
        error={errors.device}
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
