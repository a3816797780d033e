import { zodResolver } from '@hookform/resolvers/zod';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { linkConfirmInputSchema } from '~/domain/subscription-links/link-input';
import { CheckboxField } from '../shared/checkbox-field';

export interface ConsentForm {
  consent: boolean;
}
type ConsentGiven = { consent: true };

// The domain's consent field is z.literal(true); a checkbox holds a boolean. The resolver turns
// one into the other, which its type cannot say, hence the cast.
const consentResolver = zodResolver(
  linkConfirmInputSchema.pick({ consent: true }),
) as unknown as Resolver<ConsentForm, unknown, ConsentGiven>;

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
