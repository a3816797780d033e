import { useState } from 'react';
import { COMPANY_NAME_LABEL, CONTACT_PERSON_LABEL } from '~/domain/customer-info/field-labels';
import type { CompanyDetailsInput } from '~/domain/customer-info/info-input';
import type { CompanyView, CustomerInfo } from '~/domain/customer-info/info-view';
import { SubmitButton } from '../shared/submit-button';
import { ApiForm } from '../shared/api-form';
import { useApiForm } from '../shared/use-api-form';
import { CompanyInvoicingFields } from '../shared/company-invoicing-fields';
import { lazyZodResolver } from '../shared/lazy-resolver';
import { TextField } from '../shared/text-field';
import { saveCustomerInfo } from './customer-info-data';
import { BackToCustomerInfo, SavedNotice, WithCustomerInfo } from './customer-info-status';

type Values = CompanyDetailsInput;

const resolver = lazyZodResolver<Values>(() =>
  import('~/domain/customer-info/info-input').then((m) => m.companyDetailsSchema),
);

const FIELDS = [
  'company.name',
  'company.contactPerson',
  'company.invoicingEmail',
  'company.eInvoiceAddress',
  'company.eInvoiceOperator',
  'company.invoiceReference',
] as const;

const valuesOf = (c: CompanyView): Values => ({
  company: {
    name: c.name,
    contactPerson: c.contactPerson ?? '',
    invoicingEmail: c.invoicingEmail ?? '',
    eInvoiceAddress: c.eInvoiceAddress ?? '',
    eInvoiceOperator: c.eInvoiceOperator ?? '',
    invoiceReference: c.invoiceReference ?? '',
  },
});

/** /tili/asiakastiedot/muokkaa-yritystietoja: the company admin's company details (spec §3). */
export default function CompanyDetailsForm() {
  return (
    <WithCustomerInfo>
      {(info) =>
        info.editable.companyDetails && info.company ? (
          <Form info={info} company={info.company} />
        ) : (
          <>
            <p className="alert">
              Yrityksen tietoja voi muuttaa vain yritysasiakkaan pääkäyttäjä yritystunnuksilla
              kirjautuneena.
            </p>
            <BackToCustomerInfo />
          </>
        )
      }
    </WithCustomerInfo>
  );
}

function Form({ info, company }: { info: CustomerInfo; company: CompanyView }) {
  const [saved, setSaved] = useState(false);
  const {
    register,
    formError,
    onSubmit,
    formState: { errors, isSubmitting },
  } = useApiForm({
    resolver,
    defaultValues: valuesOf(company),
    fields: FIELDS,
    send: async (input) => {
      setSaved(false);
      await saveCustomerInfo(input);
      setSaved(true);
    },
  });
  const e = errors.company;
  return (
    <ApiForm formError={formError} onSubmit={onSubmit}>
      {saved && <SavedNotice text="Yrityksen tiedot on tallennettu." username={info.username} />}
      <p>
        Y-tunnus: {company.businessId}
        {company.vatNumber && <> · ALV-numero: {company.vatNumber}</>}
        <br />
        <span className="muted">Y-tunnusta voi muuttaa vain asiakaspalvelu.</span>
      </p>
      <TextField
        id="company-name"
        label={COMPANY_NAME_LABEL}
        autoComplete="organization"
        registration={register('company.name')}
        error={e?.name}
      />
      <TextField
        id="company-contact"
        label={`${CONTACT_PERSON_LABEL} (vapaaehtoinen)`}
        autoComplete="name"
        registration={register('company.contactPerson')}
        error={e?.contactPerson}
      />
      <CompanyInvoicingFields
        idPrefix="company"
        field={(name) => register(`company.${name}`)}
        errors={e}
        emailOptional
      />
      <SubmitButton
        busy={isSubmitting}
        label="Tallenna yrityksen tiedot"
        busyLabel="Tallennetaan…"
      />
      <BackToCustomerInfo />
    </ApiForm>
  );
}
