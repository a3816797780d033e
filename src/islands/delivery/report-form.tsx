import './delivery.css';
import { useEffect, useState } from 'react';
import { type FieldValues, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import type { ReclaimResult, ReportDate } from '~/domain/delivery/delivery-status';
import {
  COMPENSATION_HINTS,
  COMPENSATION_LABELS,
  COMPLAINT_LABELS,
} from '~/domain/delivery/labels';
import { LABELS, OTHER_REASON_MAX } from '~/domain/delivery/report-texts';
import { extensionIcon, noCompensationIcon, replacementIssueIcon } from '~/components/icons/icons';
import { Icon } from '~/components/icons/icon';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { subscriptionPaths, underEverySubscription } from '../shared/api-paths';
import { PassInUse, PassOffer, isTooManyAttempts, usePassFromAddress } from '../shared/pass-offer';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { refreshKeys } from '../shared/query';
import { TextField } from '../shared/text-field';
import DatesField from './dates-field';
import type { ReportFormValues } from './report-form-values';
import ReportResult from './report-result';
import { SubmitButton } from '../shared/submit-button';

interface Props {
  /** Without a login the subscriber proves the subscription with numbers and details. */
  anonymous: boolean;
  /** The logged-in customer's subscription. */
  subscriptionNumber?: string;
  dates: ReportDate[];
  /** The extension's effect on this subscription, with its dates (the delivery status). */
  extensionHint?: string | null;
  /** Opened by a button that goes away: the first field takes the focus. */
  focusFirst?: boolean;
}

// The complaints in the order of COMPLAINT_LABELS (the most common first).
const COMPLAINTS = Object.keys(COMPLAINT_LABELS) as (keyof typeof COMPLAINT_LABELS)[];
// Each compensation's picture beside its words and effect (issue 34 item 5).
const COMPENSATION_ICONS: Record<keyof typeof COMPENSATION_LABELS, string> = {
  REPLACEMENT_ISSUE: replacementIssueIcon,
  EXTENSION: extensionIcon,
  NO_COMPENSATION: noCompensationIcon,
};
// The compensations in the order of COMPENSATION_LABELS (the schema's order).
const COMPENSATIONS = Object.keys(COMPENSATION_LABELS) as (keyof typeof COMPENSATION_LABELS)[];

// The schemas (zod and the field rules) load on the first submit, not with the form.
const ownReportResolver = lazyZodResolver<ReportFormValues>(() =>
  import('~/domain/delivery/reclaim-input').then(
    (m) => m.reclaimInputSchema as unknown as z.ZodType<ReportFormValues, FieldValues>,
  ),
);
const anonymousReportResolver = lazyZodResolver<ReportFormValues>(() =>
  import('~/domain/delivery/reclaim-input').then(
    (m) => m.anonymousReclaimInputSchema as unknown as z.ZodType<ReportFormValues, FieldValues>,
  ),
);

function defaults(anonymous: boolean): ReportFormValues {
  const report = { complaint: '', dates: [], compensation: '' };
  return anonymous
    ? {
        ...report,
        subscriptionNumber: '',
        customerNumber: '',
        lastName: '',
        zipCode: '',
        email: '',
      }
    : report;
}

/** The delivery-trouble report (spec §3): what happened, which days, which compensation. */
export default function ReportForm({
  anonymous,
  subscriptionNumber = '',
  dates,
  extensionHint = null,
  focusFirst = false,
}: Props) {
  const [result, setResult] = useState<ReclaimResult | null>(null);
  const [tooMany, setTooMany] = useState(false);
  // The e-mailed link's pass past a locked address (pass-offer.tsx), read after hydration.
  const linkPass = usePassFromAddress();
  const pass = anonymous ? linkPass : undefined;
  const {
    register,
    getValues,
    control,
    reset,
    formError,
    onSubmit,
    busy,
    formState: { errors },
  } = useApiForm<ReportFormValues, ReportFormValues>({
    resolver: anonymous ? anonymousReportResolver : ownReportResolver,
    defaultValues: defaults(anonymous),
    send: async (values) => {
      setTooMany(false);
      const path = anonymous
        ? 'delivery-reclamations/anonymous'
        : subscriptionPaths.deliveryReclamations(subscriptionNumber);
      setResult(
        await api.post<ReclaimResult>(
          path,
          { ...values, pass },
          { authenticated: !anonymous, withErrorBody: true },
        ),
      );
      // The status view of the page (or a dialog opened again) shows the reported days.
      if (!anonymous) refreshKeys(underEverySubscription('delivery-status'));
    },
    // A locked address: the message, and the offer of a pass by e-mail beside it.
    onRefused: (err) => {
      setTooMany(anonymous && isTooManyAttempts(err));
    },
  });
  const complaint = useWatch({ control, name: 'complaint' });
  useEffect(() => {
    if (focusFirst) document.getElementById('report-complaint')?.focus();
  }, [focusFirst]);

  if (result) {
    return (
      <ReportResult
        result={result}
        onAgain={() => {
          setResult(null);
          reset(defaults(anonymous));
        }}
      />
    );
  }
  return (
    <form className="report-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      {pass && <PassInUse />}
      {formError && (
        <p className="alert" role="alert">
          {formError}
        </p>
      )}
      {tooMany && (
        <PassOffer
          form="reclaim"
          details={() => {
            const {
              customerNumber = '',
              subscriptionNumber = '',
              lastName = '',
              zipCode = '',
            } = getValues();
            return { customerNumber, subscriptionNumber, lastName, zipCode };
          }}
        />
      )}
      {anonymous && (
        <fieldset className="field">
          <legend>Tilauksen tiedot</legend>
          <p className="hint">Löydät asiakasnumeron ja tilausnumeron laskusta.</p>
          <TextField
            id="report-customer-number"
            label={LABELS.customerNumber}
            inputMode="numeric"
            autoComplete="off"
            registration={register('customerNumber')}
            error={errors.customerNumber}
          />
          <TextField
            id="report-subscription-number"
            label={LABELS.subscriptionNumber}
            inputMode="numeric"
            autoComplete="off"
            registration={register('subscriptionNumber')}
            error={errors.subscriptionNumber}
          />
          <TextField
            id="report-last-name"
            label={LABELS.lastName}
            autoComplete="family-name"
            registration={register('lastName')}
            error={errors.lastName}
          />
          <TextField
            id="report-zip-code"
            label={LABELS.zipCode}
            inputMode="numeric"
            autoComplete="postal-code"
            registration={register('zipCode')}
            error={errors.zipCode}
          />
        </fieldset>
      )}
      <div className="field">
        <label htmlFor="report-complaint">{LABELS.complaint}</label>
        <select
          id="report-complaint"
          aria-invalid={errors.complaint ? true : undefined}
          aria-describedby={errors.complaint ? 'report-complaint-error' : undefined}
          {...register('complaint')}
        >
          <option value="">Valitse</option>
          {COMPLAINTS.map((c) => (
            <option key={c} value={c}>
              {COMPLAINT_LABELS[c]}
            </option>
          ))}
        </select>
        {errors.complaint && (
          <p id="report-complaint-error" className="field-error">
            {errors.complaint.message}
          </p>
        )}
      </div>
      {complaint === 'OTHER_REASON' && (
        <div className="field">
          <label htmlFor="report-other-reason">{LABELS.otherReason}</label>
          <textarea
            id="report-other-reason"
            rows={3}
            maxLength={OTHER_REASON_MAX}
            aria-invalid={errors.otherReason ? true : undefined}
            aria-describedby={errors.otherReason ? 'report-other-reason-error' : undefined}
            {...register('otherReason')}
          />
          {errors.otherReason && (
            <p id="report-other-reason-error" className="field-error">
              {errors.otherReason.message}
            </p>
          )}
        </div>
      )}
      <DatesField control={control} dates={dates} />
      <fieldset
        className="field"
        aria-invalid={errors.compensation ? true : undefined}
        aria-describedby={errors.compensation ? 'report-compensation-error' : undefined}
      >
        <legend>{LABELS.compensation}</legend>
        {COMPENSATIONS.map((c) => (
          <div key={c} className="radio-option compensation-option">
            <Icon svg={COMPENSATION_ICONS[c]} />
            <label className="checkbox">
              <input
                type="radio"
                value={c}
                aria-describedby={`report-compensation-${c}-hint`}
                {...register('compensation')}
              />{' '}
              {COMPENSATION_LABELS[c]}
            </label>
            <p id={`report-compensation-${c}-hint`} className="hint">
              {c === 'EXTENSION' && extensionHint ? extensionHint : COMPENSATION_HINTS[c]}
            </p>
          </div>
        ))}
        {errors.compensation && (
          <p id="report-compensation-error" className="field-error">
            {errors.compensation.message}
          </p>
        )}
      </fieldset>
      {anonymous && (
        <TextField
          id="report-email"
          label={LABELS.email}
          type="email"
          autoComplete="email"
          hint="Jos annat sähköpostiosoitteen, lähetämme siihen vahvistuksen ilmoituksesta."
          registration={register('email')}
          error={errors.email}
        />
      )}
      <SubmitButton busy={busy} label="Lähetä ilmoitus" busyLabel="Lähetetään…" />
    </form>
  );
}
