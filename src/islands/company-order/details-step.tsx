import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { CompanyOffer, CompanyOfferKind } from '~/domain/company-order/company-offers';
import type {
  CompanyOrderDetails,
  CompanyOrderDetailsInput,
} from '~/domain/company-order/order-input';
import {
  BUSINESS_ID_LABEL,
  POST_OFFICE_LABEL,
  QUANTITY_WORDS,
  START_DATE_LABEL,
  STREET_ADDRESS_LABEL,
  VAT_NUMBER_LABEL,
  ZIP_CODE_LABEL,
} from '~/domain/company-order/order-texts';
import { printStartProblem } from '~/domain/company-order/print-start';
import { vatNumberOf } from '~/domain/company-order/vat-number';
import { type WizardState, wizardPath } from '~/domain/company-order/wizard-state';
import { COMPANY_NAME_LABEL, CONTACT_PERSON_LABEL } from '~/domain/customer-info/field-labels';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { formatDate } from '~/domain/shared/dates';
import { BUSINESS_ID_HINT } from '~/domain/validation/messages';
import { CompanyInvoicingFields } from '../shared/company-invoicing-fields';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { type QuoteState, useQuote } from './use-quote';
import { saveWizardState } from './wizard-storage';
import { SubmitButton } from '../shared/submit-button';

const resolverFor = (kind: CompanyOfferKind) =>
  lazyZodResolver<CompanyOrderDetailsInput, CompanyOrderDetails>(() =>
    import('~/domain/company-order/order-input').then((m) => m.companyOrderDetailsSchema(kind)),
  );
const RESOLVERS = {
  DIGI_READERS: resolverFor('DIGI_READERS'),
  PRINT_COPIES: resolverFor('PRINT_COPIES'),
};

/** A new order: one reader, or one copy from the first possible issue (set when it is known). */
const QUANTITY_DEFAULTS: Record<CompanyOfferKind, Partial<CompanyOrderDetailsInput>> = {
  DIGI_READERS: { readers: 1 },
  PRINT_COPIES: { copies: 1, startDate: '' },
};

const EMPTY: CompanyOrderDetailsInput = {
  businessId: '',
  company: {
    name: '',
    contactPerson: '',
    invoicingEmail: '',
    eInvoiceAddress: '',
    eInvoiceOperator: '',
    invoiceReference: '',
  },
  address: { streetAddress: '', zipCode: '', postOffice: '' },
};

function PriceLine({ offer, quote }: { offer: CompanyOffer; quote: QuoteState }) {
  let text: string;
  if (quote.kind === 'ready') text = `Hinta: ${quote.quote.price.text}`;
  else if (quote.kind === 'over-max') text = QUANTITY_WORDS[offer.kind].contactSales;
  else if (quote.kind === 'loading') text = 'Lasketaan hintaa…';
  else if (quote.kind === 'offer-not-found') text = ERROR_MESSAGES['company-order-offer-not-found'];
  else if (quote.kind === 'failed')
    text = 'Hintaa ei voitu hakea. Yritä hetken kuluttua uudelleen.';
  else text = `Anna ${QUANTITY_WORDS[offer.kind].label.toLowerCase()}, niin näet hinnan.`;
  return (
    <p className={quote.kind === 'over-max' ? 'alert' : 'price'} role="status">
      {text}
    </p>
  );
}

/**
 * Step tietosi: how many readers or copies with the price (and for print the first issue), the
 * company's details and its address (spec §1, §3 Company order, §5).
 */
export function DetailsStep({ state, offer }: { state: WizardState; offer: CompanyOffer }) {
  const words = QUANTITY_WORDS[offer.kind];
  const {
    register,
    handleSubmit,
    control,
    setValue,
    setError,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<CompanyOrderDetailsInput, unknown, CompanyOrderDetails>({
    resolver: RESOLVERS[offer.kind],
    defaultValues: state.details ?? { ...EMPTY, ...QUANTITY_DEFAULTS[offer.kind] },
  });
  const quote = useQuote(offer, Number(useWatch({ control, name: words.field })));
  const startWindow = quote.kind === 'ready' ? quote.quote.startWindow : null;
  useEffect(() => {
    if (startWindow && getValues('startDate') === '') {
      setValue('startDate', startWindow.earliest);
    }
  }, [startWindow, getValues, setValue]);
  const vatNumber = vatNumberOf(useWatch({ control, name: 'businessId' }) ?? '');
  const submit = handleSubmit((details) => {
    // The window's ends are checked here too; the days without a paper only by the server.
    const problem =
      startWindow && details.startDate !== undefined
        ? printStartProblem(details.startDate, startWindow, () => true)
        : null;
    if (problem !== null) return setError('startDate', { message: problem }, { shouldFocus: true });
    // After a placed order the wizard starts a new one: a new key, or the server would answer
    // the first order again.
    const idempotencyKey = state.result ? crypto.randomUUID() : state.idempotencyKey;
    saveWizardState({ ...state, details, idempotencyKey, result: null });
    window.location.assign(wizardPath(state.slug, 'vahvista'));
  });
  const c = errors.company;
  const a = errors.address;
  return (
    <form noValidate onSubmit={(ev) => void submit(ev)} aria-busy={isSubmitting}>
      <h2>{words.heading}</h2>
      <p>{words.intro}</p>
      <TextField
        id={`order-${words.field}`}
        label={words.label}
        type="number"
        inputMode="numeric"
        min={1}
        max={words.max}
        registration={register(words.field, { valueAsNumber: true })}
        error={errors[words.field]}
      />
      <PriceLine offer={offer} quote={quote} />
      {offer.kind === 'PRINT_COPIES' && (
        <TextField
          id="order-start-date"
          label={START_DATE_LABEL}
          type="date"
          hint={
            startWindow
              ? `Aikaisintaan ${formatDate(startWindow.earliest)}, viimeistään ${formatDate(startWindow.latest)}. Valitse päivä, jona lehti ilmestyy.`
              : 'Valitse päivä, jona lehti ilmestyy.'
          }
          min={startWindow?.earliest}
          max={startWindow?.latest}
          registration={register('startDate')}
          error={errors.startDate}
        />
      )}

      <h2>Yrityksen tiedot</h2>
      <TextField
        id="order-company-name"
        label={COMPANY_NAME_LABEL}
        autoComplete="organization"
        registration={register('company.name')}
        error={c?.name}
      />
      <TextField
        id="order-business-id"
        label={BUSINESS_ID_LABEL}
        hint={BUSINESS_ID_HINT}
        registration={register('businessId')}
        error={errors.businessId}
      />
      <p id="order-vat-number">
        {VAT_NUMBER_LABEL}: {vatNumber ?? 'muodostetaan Y-tunnuksesta'}
      </p>
      <TextField
        id="order-contact-person"
        label={CONTACT_PERSON_LABEL}
        autoComplete="name"
        registration={register('company.contactPerson')}
        error={c?.contactPerson}
      />

      <h2>Laskutus</h2>
      <p>Anna laskutussähköposti tai verkkolaskuosoite ja sen operaattori.</p>
      <CompanyInvoicingFields
        idPrefix="order"
        field={(name) => register(`company.${name}`)}
        errors={c}
        emailOptional={false}
      />

      <h2>Yrityksen osoite</h2>
      <TextField
        id="order-street-address"
        label={STREET_ADDRESS_LABEL}
        autoComplete="address-line1"
        registration={register('address.streetAddress')}
        error={a?.streetAddress}
      />
      <TextField
        id="order-zip-code"
        label={ZIP_CODE_LABEL}
        inputMode="numeric"
        autoComplete="postal-code"
        registration={register('address.zipCode')}
        error={a?.zipCode}
      />
      <TextField
        id="order-post-office"
        label={POST_OFFICE_LABEL}
        autoComplete="address-level2"
        registration={register('address.postOffice')}
        error={a?.postOffice}
      />
      <SubmitButton busy={isSubmitting} label="Jatka" />
    </form>
  );
}
