import { useState } from 'react';
import { type FieldError, type FieldErrors, type Resolver } from 'react-hook-form';
import type { ConsentChangeInput } from '~/domain/consents/change-input';
import { MARKETING_KINDS, type ConsentSection } from '~/domain/consents/consent-slots';
import { NO_CHANGES_MESSAGE } from '~/domain/consents/consent-texts';
import type { ConsentChangeResult, Consents, ConsentView } from '~/domain/consents/consent-views';
import { api } from '../shared/api-client';
import { consentPaths } from '../shared/api-paths';
import { GENERIC_ERROR_MESSAGE } from '../shared/error-messages';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { refreshKeys } from '../shared/query';
import { serverFieldErrors } from '../shared/server-errors';
import { SubmitButton } from '../shared/submit-button';
import { useApiForm } from '../shared/use-api-form';
import { ConsentFieldset } from './consent-fieldset';
import { type ConsentFormValues, changesOf, fieldName, formValuesOf } from './consent-form-values';

const VALUE_REQUIRED = 'Valitse sallitko vai kiellätkö';

const schemaResolver = lazyZodResolver<ConsentChangeInput>(() =>
  import('~/domain/consents/change-input').then((m) => m.consentChangeInputSchema),
);

/**
 * The form's choices as the API's input, checked with the API's own schema. In the review after
 * a merge (`confirm`) every group needs an answer and all are sent; otherwise only the changed.
 */
function consentResolver(
  shown: readonly ConsentView[],
  confirm: boolean,
): Resolver<ConsentFormValues, unknown, ConsentChangeInput> {
  const refuse = (errors: Record<string, FieldError>) => ({
    values: {},
    errors: errors as FieldErrors<ConsentFormValues>,
  });
  return async (values, context, options) => {
    const errors: Record<string, FieldError> = {};
    if (confirm) {
      for (const c of shown) {
        if (!values[fieldName(c)])
          errors[fieldName(c)] = { type: 'required', message: VALUE_REQUIRED };
      }
    }
    const changes = changesOf(shown, values, confirm);
    if (Object.keys(errors).length === 0 && changes.length === 0) {
      errors['root'] = { type: 'unchanged', message: NO_CHANGES_MESSAGE };
    }
    if (Object.keys(errors).length > 0) return refuse(errors);
    const input: ConsentChangeInput = confirm ? { changes, confirm } : { changes };
    const result = await schemaResolver(
      input,
      context,
      options as unknown as Parameters<typeof schemaResolver>[2],
    );
    if (Object.keys(result.errors).length === 0) return { values: input, errors: {} };
    return refuse({ root: { type: 'schema', message: GENERIC_ERROR_MESSAGE } });
  };
}

/** The radio groups of one settings page, sent together with one button. */
export function ConsentForm({
  data,
  section,
  mergeFlow,
}: {
  data: Consents;
  section: ConsentSection;
  mergeFlow: boolean;
}) {
  const shown = data.consents.filter((c) => c.section === section);
  const [saved, setSaved] = useState<string | null>(null);
  const { register, formState, setError, reset, formError, setFormError, onSubmit, state } =
    useApiForm<ConsentFormValues, ConsentChangeInput>({
      resolver: consentResolver(shown, mergeFlow),
      defaultValues: formValuesOf(shown),
      shouldFocusError: false,
      // The server names a change by its place in the list sent (changes.N); each is put beside
      // its group below, and the catalogue's sentence above the form.
      fields: [],
      send: async (input) => {
        setSaved(null);
        const answer = await api.put<ConsentChangeResult>(consentPaths.consents, input, {
          withErrorBody: true,
        });
        reset(formValuesOf(answer.consents.consents.filter((c) => c.section === section)));
        refreshKeys(consentPaths.consents, consentPaths.marketingBan);
        setSaved('Valintasi on tallennettu. Lähetimme vahvistuksen sähköpostiisi.');
        return 'idle';
      },
      onRefused: (err, input) => {
        for (const [path, message] of Object.entries(serverFieldErrors(err))) {
          const index = /^changes\.(\d+)/.exec(path)?.[1];
          const change = index === undefined ? undefined : input.changes[Number(index)];
          if (change) setError(fieldName(change), { type: 'server', message });
        }
      },
      onInvalid: (invalid) => {
        setSaved(null);
        setFormError(invalid.root?.message ?? null);
        const first = shown.find((c) => invalid[fieldName(c)]);
        if (first)
          document.querySelector<HTMLInputElement>(`input[name="${fieldName(first)}"]`)?.focus();
      },
    });
  const errors = formState.errors;
  const banned = data.marketingBan.active;

  const groups = section === 'messages' ? messageGroups(shown) : [{ heading: null, items: shown }];
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} aria-busy={state === 'busy'}>
      {formError && (
        <p id="consent-form-error" className="alert" role="alert">
          {formError}
        </p>
      )}
      {groups.map((g) => (
        <section key={g.heading ?? 'all'} className="consent-group">
          {g.heading && <h2>{g.heading}</h2>}
          {g.intro && <p>{g.intro}</p>}
          {g.items.map((c) => (
            <ConsentFieldset
              key={fieldName(c)}
              id={`consent-${fieldName(c)}`}
              consent={c}
              registration={register(fieldName(c))}
              error={errors[fieldName(c)]?.message}
              optInDisabled={banned && MARKETING_KINDS.includes(c.kind)}
            />
          ))}
        </section>
      ))}
      {saved && (
        <p className="notice" role="status">
          {saved}
        </p>
      )}
      <SubmitButton
        state={state}
        label={mergeFlow ? 'Vahvista valinnat' : 'Tallenna valinnat'}
        busyLabel="Tallennetaan…"
        doneLabel="Tallennettu"
        errorId="consent-form-error"
      />
    </form>
  );
}

interface Group {
  heading: string | null;
  intro?: string;
  items: ConsentView[];
}

function messageGroups(shown: readonly ConsentView[]): Group[] {
  return [
    {
      heading: 'Lehtien markkinointi',
      intro:
        'Saammeko lähettää sinulle tarjouksia ja uutisia lehdistämme? Voit valita jokaiselle lehdelle erikseen sähköpostin ja tekstiviestin.',
      items: shown.filter((c) => c.kind === 'MARKETING_PERMISSION'),
    },
    {
      heading: 'Asiakkuuteen perustuva markkinointi',
      intro:
        'Asiakkaanamme voit saada tilauksiisi liittyviä tarjouksia, kuten jatkotarjouksia, ellet kiellä niitä.',
      items: shown.filter((c) => c.kind === 'MARKETING_CUSTOMER'),
    },
    {
      heading: 'Uutiskirjeet',
      intro: 'Uutiskirjeet ovat toimituksen sisältöä sähköpostiisi. Ne eivät ole markkinointia.',
      items: shown.filter((c) => c.kind === 'NEWSLETTER'),
    },
  ];
}
