import type { LinkSearchFields, LinkSearchInput } from '~/domain/subscription-links/link-input';
import { CUSTOMER_NUMBER_LABEL, ZIP_CODE_LABEL } from '~/domain/subscription-links/link-texts';
import type { LinkOverview } from '~/domain/subscription-links/link-overview';
import { api } from '../shared/api-client';
import { useApiForm } from '../shared/use-api-form';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { SubmitButton } from '../shared/submit-button';
import StepHeading from './step-heading';

interface Props {
  focus: boolean;
  initial: LinkSearchFields | null;
  onFound: (search: LinkSearchFields, overview: LinkOverview) => void;
}

const searchResolver = lazyZodResolver<LinkSearchInput, LinkSearchFields>(() =>
  import('~/domain/subscription-links/link-input').then((m) => m.linkSearchInputSchema),
);

/** Step 1: customer number and zip code, as printed on the invoice. */
export default function SearchStep({ focus, initial, onFound }: Props) {
  const {
    register,
    formError,
    onSubmit,
    busy,
    formState: { errors },
  } = useApiForm<LinkSearchInput, LinkSearchFields>({
    resolver: searchResolver,
    defaultValues: initial ?? { customerNumber: '', zipCode: '' },
    // Every refusal (not found, too many tries) is a sentence for the whole search.
    fields: [],
    send: async (values) => {
      const overview = await api.post<LinkOverview>('subscription-links/search', values, {
        withErrorBody: true,
      });
      onFound(values, overview);
    },
  });

  return (
    <section aria-labelledby="link-search-heading">
      <StepHeading focus={focus} id="link-search-heading">
        Hae tilauksesi
      </StepHeading>
      <p>
        Voit liittää paperilaskulla tai muuten kuin verkossa tehdyn tilauksen käyttäjätiliisi.
        Kirjoita asiakasnumerosi ja tilauksen toimitusosoitteen postinumero.
      </p>
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        {formError && (
          <p id="link-search-error" className="alert" role="alert">
            {formError}
          </p>
        )}
        <TextField
          id="customerNumber"
          label={CUSTOMER_NUMBER_LABEL}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          hint="8 tai 9 numeroa. Löydät asiakasnumerosi laskusta."
          registration={register('customerNumber')}
          error={errors.customerNumber}
        />
        <TextField
          id="zipCode"
          label={ZIP_CODE_LABEL}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          registration={register('zipCode')}
          error={errors.zipCode}
        />
        <SubmitButton busy={busy} label="Hae tilaus" busyLabel="Haetaan…" />
      </form>
    </section>
  );
}
