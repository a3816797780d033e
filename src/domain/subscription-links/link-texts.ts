// The link search form's labels, free of zod so the form can show them before its schema
// (link-input.ts) loads on the first submit.

export const CUSTOMER_NUMBER_LABEL = 'Asiakasnumero';
export const ZIP_CODE_LABEL = 'Postinumero';
