import { type Resolver, useWatch } from 'react-hook-form';
import {
  COUNTRY_LABEL,
  COUNTRY_OPTIONS,
  END_LABEL,
  POST_OFFICE_LABEL,
  START_LABEL,
  STREET_LABEL,
  ZIP_LABEL,
} from '~/domain/address-changes/field-labels';
import type { CompanyRequestFields } from '~/domain/company-requests/request-input';
import { MESSAGE_LABEL, requestNeeds } from '~/domain/company-requests/request-needs';
import type { CompanyRequestType } from '~/domain/company-requests/request-types';
import type {
  CompanyRequestOverview,
  CompanyRequestResult,
} from '~/domain/company-requests/request-view';
import { api } from '../shared/api-client';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { subscriptionPaths } from '../shared/api-paths';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';

/** Every field the form has; only the chosen type's parts are sent (requestInput). */
interface RequestFormValues {
  changeType: CompanyRequestType | '';
  startDate: string;
  endDate: string;
  address: { streetAddress: string; zipCode: string; postOffice: string; countryCode: string };
  message: string;
}

/** The fields the server's messages may name. */
const REQUEST_FIELDS = [
  'changeType',
  'startDate',
  'endDate',
  'address.streetAddress',
  'address.zipCode',
  'address.postOffice',
  'address.countryCode',
  'message',
] as const;

/** The request as the schema reads it: the dates and address only where the type has them. */
function requestInput(v: RequestFormValues) {
  const needs = v.changeType === '' ? null : requestNeeds(v.changeType);
  return {
    changeType: v.changeType === '' ? undefined : v.changeType,
    ...(needs?.start ? { startDate: v.startDate } : {}),
    ...(needs?.end ? { endDate: v.endDate } : {}),
    ...(needs?.address ? { address: v.address } : {}),
    message: v.message,
  };
}

const schemaResolver = lazyZodResolver<CompanyRequestFields>(() =>
  import('~/domain/company-requests/request-input').then((m) => m.companyRequestInputSchema),
);

/** The schema's issue paths are the form's field names (address.zipCode and so on). */
const requestResolver: Resolver<RequestFormValues, unknown, CompanyRequestFields> = (
  values,
  context,
  options,
) =>
  schemaResolver(
    requestInput(values) as CompanyRequestFields,
    context,
    options as unknown as Parameters<typeof schemaResolver>[2],
  );

/** The request: what to change, the dates and address where the change has them, free text. */
export default function RequestForm({
  overview,
  onSent,
}: {
  overview: CompanyRequestOverview;
  onSent: (result: CompanyRequestResult) => void;
}) {
  const {
    register,
    control,
    formError,
    onSubmit,
    busy,
    formState: { errors },
  } = useApiForm<RequestFormValues, CompanyRequestFields>({
    resolver: requestResolver,
    shouldFocusError: false,
    defaultValues: {
      changeType: '',
      startDate: '',
      endDate: '',
      address: { streetAddress: '', zipCode: '', postOffice: '', countryCode: 'FI' },
      message: '',
    },
    fields: REQUEST_FIELDS,
    send: async (request) =>
      onSent(
        await api.post<CompanyRequestResult>(
          subscriptionPaths.companyRequests(overview.subscriptionNumber),
          request,
          { withErrorBody: true },
        ),
      ),
  });
  const type = useWatch({ control, name: 'changeType' });
  const needs = type === '' ? null : requestNeeds(type);

  return (
    <ApiForm formError={formError} onSubmit={onSubmit}>
      <fieldset aria-describedby={errors.changeType ? 'request-type-error' : undefined}>
        <legend>Mitä haluat muuttaa?</legend>
        {overview.types.map((t) => (
          <label key={t.type} className="checkbox">
            <input type="radio" value={t.type} {...register('changeType')} /> {t.label}
          </label>
        ))}
        {errors.changeType && (
          <p id="request-type-error" className="field-error">
            {errors.changeType.message}
          </p>
        )}
      </fieldset>
      {needs?.start && (
        <TextField
          id="request-start"
          label={START_LABEL}
          type="date"
          min={overview.today}
          registration={register('startDate')}
          error={errors.startDate}
        />
      )}
      {needs?.end && (
        <TextField
          id="request-end"
          label={END_LABEL}
          type="date"
          min={overview.today}
          registration={register('endDate')}
          error={errors.endDate}
        />
      )}
      {needs?.address && (
        <fieldset>
          <legend>Uusi osoite</legend>
          {errors.address?.message && <p className="field-error">{errors.address.message}</p>}
          <div className="field">
            <label htmlFor="request-country">{COUNTRY_LABEL}</label>
            <select id="request-country" {...register('address.countryCode')}>
              {COUNTRY_OPTIONS.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
          <TextField
            id="request-street"
            label={STREET_LABEL}
            autoComplete="address-line1"
            registration={register('address.streetAddress')}
            error={errors.address?.streetAddress}
          />
          <TextField
            id="request-zip"
            label={ZIP_LABEL}
            autoComplete="postal-code"
            registration={register('address.zipCode')}
            error={errors.address?.zipCode}
          />
          <TextField
            id="request-post-office"
            label={POST_OFFICE_LABEL}
            autoComplete="address-level2"
            registration={register('address.postOffice')}
            error={errors.address?.postOffice}
          />
        </fieldset>
      )}
      <div className="field">
        <label htmlFor="request-message">
          {MESSAGE_LABEL}
          {type === 'OTHER' ? '' : ' (vapaaehtoinen)'}
        </label>
        <textarea
          id="request-message"
          rows={4}
          {...register('message')}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'request-message-error' : undefined}
        />
        {errors.message && (
          <p id="request-message-error" className="field-error">
            {errors.message.message}
          </p>
        )}
      </div>
      <SubmitButton busy={busy} label="Lähetä käsittelypyyntö" busyLabel="Lähetetään…" />
    </ApiForm>
  );
}
