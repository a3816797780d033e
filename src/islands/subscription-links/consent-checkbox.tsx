import { type FieldValues, type UseFormReturn, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CheckboxField } from '../shared/checkbox-field';
import { lazyZodResolver } from '../shared/lazy-resolver';

export interface ConsentForm {
  consent: boolean;
}
type ConsentGiven = { consent: true };

// The domain's consent field is z.literal(true); a checkbox holds a boolean, so the form's values
// are ConsentForm and what passes is ConsentGiven. The schema (zod) loads on the first submit.
const consentResolver = lazyZodResolver<ConsentForm, ConsentGiven>(() =>
  import('~/domain/subscription-links/link-input').then(
    (m) => m.linkConfirmInputSchema.pick({ consent: true }) as z.ZodType<ConsentGiven, FieldValues>,
  ),
);

/** A form of just the consent checkbox, validated with the link flow's own schema. */
export function useConsentForm(): UseFormReturn<ConsentForm, unknown, ConsentGiven> {
  return useForm<ConsentForm, unknown, ConsentGiven>({
    resolver: consentResolver,
    defaultValues: { consent: false },
  });
}

/** The consent confirmation of the link flow (spec §5), with its error beside it. */
export default function ConsentCheckbox({
  form,
}: {
  form: UseFormReturn<ConsentForm, unknown, ConsentGiven>;
}) {
  return (
    <CheckboxField
      id="consent"
      label="Olen tilauksen tilaaja tai maksaja ja haluan liittää sen käyttäjätiliini."
      error={form.formState.errors.consent?.message}
      registration={form.register('consent')}
    />
  );
}
