import type { AccountDeletionInput } from '~/domain/account-deletion/deletion-input';
import type { AccountDeletionStatus } from '~/domain/account-deletion/deletion-status';
import {
  CONFIRM_LABEL,
  DELETION_REASONS,
  DELETION_REASON_LABELS,
  type DeletionReason,
  FEEDBACK_HINT,
  FEEDBACK_LABEL,
  FEEDBACK_MAX_LENGTH,
  PASSWORD_LABEL,
  QUESTIONNAIRE_LEGEND,
} from '~/domain/account-deletion/deletion-texts';
import { ApiError } from '../shared/api-errors';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { accountDeletionPaths } from '../shared/api-paths';
import { CheckboxField } from '../shared/checkbox-field';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { markLoggedOut } from '../shared/session';
import { SubmitButton } from '../shared/submit-button';
import { TextField } from '../shared/text-field';

/** What the form holds: the box is a plain boolean until the schema insists on true. */
interface DeletionFormValues {
  password: string;
  confirmed: boolean;
  questionnaire?: { reasons: DeletionReason[]; feedback: string };
}

const resolver = lazyZodResolver<DeletionFormValues, AccountDeletionInput>(() =>
  import('~/domain/account-deletion/deletion-input').then((m) => m.accountDeletionInputSchema),
);

const ERROR_ID = 'account-deletion-error';

/** The password, the optional questionnaire and "Tiedän, että poistoa ei voi perua". */
export function DeletionFields(props: {
  status: AccountDeletionStatus;
  onDeleted: () => void;
  /** The server refused after all (a subscription began meanwhile): load the verdict again. */
  onRefused: () => void;
}) {
  const { questionnaire } = props.status;
  const {
    register,
    formError: failure,
    onSubmit,
    state,
    formState: { errors },
  } = useApiForm<DeletionFormValues, AccountDeletionInput>({
    resolver,
    defaultValues: {
      password: '',
      confirmed: false,
      ...(questionnaire ? { questionnaire: { reasons: [], feedback: '' } } : {}),
    },
    reValidateMode: 'onSubmit',
    fields: ['password'],
    send: async (input) => {
      await api.delete(accountDeletionPaths.account, input, { withErrorBody: true });
      markLoggedOut();
      props.onDeleted();
    },
    onRefused: (err) => {
      if (err instanceof ApiError && err.errorKey === 'ACTIVE_SUBSCRIPTIONS_OR_OPEN_INVOICE') {
        props.onRefused();
      }
    },
  });

  return (
    <form method="post" noValidate onSubmit={(e) => void onSubmit(e)}>
      {props.status.companyLogin && (
        <p>
          Tunnuksesi on liitetty myös yritysasiakkaaseen. Poisto poistaa vain oman tunnuksesi:
          yrityksen tilaukset ja tiedot säilyvät, ja yrityksen muut käyttäjät voivat jatkaa niiden
          hoitamista.
        </p>
      )}
      {questionnaire && (
        <fieldset>
          <legend>{QUESTIONNAIRE_LEGEND}</legend>
          {DELETION_REASONS.map((reason) => (
            <div key={reason} className="checkbox">
              <input
                type="checkbox"
                id={`deletion-reason-${reason}`}
                value={reason}
                {...register('questionnaire.reasons')}
              />
              <label htmlFor={`deletion-reason-${reason}`}>{DELETION_REASON_LABELS[reason]}</label>
            </div>
          ))}
          <div className="field">
            <label htmlFor="deletion-feedback">{FEEDBACK_LABEL}</label>
            <textarea
              id="deletion-feedback"
              rows={3}
              maxLength={FEEDBACK_MAX_LENGTH}
              aria-describedby="deletion-feedback-hint"
              {...register('questionnaire.feedback')}
            />
            <p id="deletion-feedback-hint" className="hint">
              {FEEDBACK_HINT}
            </p>
            {errors.questionnaire?.feedback && (
              <p className="field-error">{errors.questionnaire.feedback.message}</p>
            )}
          </div>
        </fieldset>
      )}
      <TextField
        id="deletion-password"
        label={PASSWORD_LABEL}
        type="password"
        autoComplete="current-password"
        registration={register('password')}
        error={errors.password}
      />
      <CheckboxField
        id="deletion-confirmed"
        label={CONFIRM_LABEL}
        registration={register('confirmed')}
        error={errors.confirmed?.message}
      />
      {failure && (
        <p id={ERROR_ID} className="alert" role="alert">
          {failure}
        </p>
      )}
      <SubmitButton
        state={state}
        label="Poista käyttäjätili"
        busyLabel="Poistetaan käyttäjätiliä…"
        doneLabel="Käyttäjätili poistettu"
        errorId={ERROR_ID}
      />{' '}
      <a href="/tili">Peruuta</a>
    </form>
  );
}
