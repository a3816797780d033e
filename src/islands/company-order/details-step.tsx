import { useForm, useWatch } from 'react-hook-form';
import type {
  CompanyOrderDetails,
  CompanyOrderDetailsInput,
} from '~/domain/company-order/order-input';
import {
  BUSINESS_ID_LABEL,
  CONTACT_SALES_MESSAGE,
  POST_OFFICE_LABEL,
  READERS_LABEL,
  STREET_ADDRESS_LABEL,
  VAT_NUMBER_LABEL,
  ZIP_CODE_LABEL,
} from '~/domain/company-order/order-texts';
import { vatNumberOf } from '~/domain/company-order/vat-number';
import { type WizardState, wizardPath } from '~/domain/company-order/wizard-state';
import {
  COMPANY_NAME_LABEL,
  CONTACT_PERSON_LABEL,
  E_INVOICE_ADDRESS_LABEL,
  E_INVOICE_ADDRESS_HINT,
  E_INVOICE_OPERATOR_HINT,
  E_INVOICE_OPERATOR_LABEL,
  INVOICE_REFERENCE_HINT,
  INVOICE_REFERENCE_LABEL,
  INVOICING_EMAIL_LABEL,
} from '~/domain/customer-info/field-labels';
import { ERROR_MESSAGES } from '~/domain/errors/error-messages';
import { MAX_SELF_SERVICE_READERS } from '~/domain/reader-count/reader-tiers';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { useQuote } from './use-quote';
import { saveWizardState } from './wizard-storage';

const resolver = lazyZodResolver<CompanyOrderDetailsInput, CompanyOrderDetails>(() =>
  import('~/domain/company-order/order-input').then((m) => m.companyOrderDetailsSchema),
);

const EMPTY: CompanyOrderDetailsInput = {
  readers: 1,
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

function PriceLine({ slug, readers }: { slug: string; readers: number }) {
  const quote = useQuote(slug, readers);
  let text: string;
  if (quote.kind === 'ready') text = `Hinta: ${quote.quote.price.text}`;
  else if (quote.kind === 'over-max') text = CONTACT_SALES_MESSAGE;
  else if (quote.kind === 'loading') text = 'Lasketaan hintaa…';
  else if (quote.kind === 'offer-not-found') text = ERROR_MESSAGES['company-order-offer-not-found'];
  else if (quote.kind === 'failed')
    text = 'Hintaa ei voitu hakea. Yritä hetken kuluttua uudelleen.';
  else text = 'Anna lukijoiden määrä, niin näet hinnan.';
  return (
    <p className={quote.kind === 'over-max' ? 'alert' : 'price'} role="status">
      {text}
    </p>
  );
}

/** Step tietosi: readers with the price, the company's details and its address (spec §1, §5). */
export function DetailsStep({ state }: { state: WizardState }) {
  const {
    register,
    handleSubmit,
    control,
    formState: { errors, isSubmitting },
  } = useForm<CompanyOrderDetailsInput, unknown, CompanyOrderDetails>({
    resolver,
    defaultValues: state.details ?? EMPTY,
  });
  const readers = Number(useWatch({ control, name: 'readers' }));
  const vatNumber = vatNumberOf(useWatch({ control, name: 'businessId' }) ?? '');
  const submit = handleSubmit((details) => {
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
      <h2>Lukijat ja hinta</h2>
      <p>
        Yritys tilaa digilukuoikeuden jokaiselle lukijalle. Itsepalvelussa voit tilata 1–
        {MAX_SELF_SERVICE_READERS} lukijaa.
      </p>
      <TextField
        id="order-readers"
        label={READERS_LABEL}
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_SELF_SERVICE_READERS}
        registration={register('readers', { valueAsNumber: true })}
        error={errors.readers}
      />
      <PriceLine slug={state.slug} readers={readers} />

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
        hint="Muodossa 1234567-8."
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
      <TextField
        id="order-invoicing-email"
        label={INVOICING_EMAIL_LABEL}
        type="email"
        autoComplete="email"
        registration={register('company.invoicingEmail')}
        error={c?.invoicingEmail}
      />
      <TextField
        id="order-e-invoice-address"
        label={`${E_INVOICE_ADDRESS_LABEL} (vapaaehtoinen)`}
        hint={E_INVOICE_ADDRESS_HINT}
        registration={register('company.eInvoiceAddress')}
        error={c?.eInvoiceAddress}
      />
      <TextField
        id="order-e-invoice-operator"
        label={`${E_INVOICE_OPERATOR_LABEL} (vapaaehtoinen)`}
        hint={E_INVOICE_OPERATOR_HINT}
        registration={register('company.eInvoiceOperator')}
        error={c?.eInvoiceOperator}
      />
      <TextField
        id="order-invoice-reference"
        label={`${INVOICE_REFERENCE_LABEL} (vapaaehtoinen)`}
        hint={INVOICE_REFERENCE_HINT}
        registration={register('company.invoiceReference')}
        error={c?.invoiceReference}
      />

      <h2>Yrityksen osoite</h2>
      <TextField
        id="order-street-address"
        label={STREET_ADDRESS_LABEL}
        autoComplete="street-address"
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
      <button className="button" type="submit" disabled={isSubmitting}>
        Jatka
      </button>
    </form>
  );
}
