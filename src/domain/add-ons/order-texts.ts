/**
 * The add-on order form's texts, free of zod so the order view can show them without loading the
 * schema (order-input.ts re-exports them).
 */
export const TERMS_LABEL = 'Hyväksyn tilausehdot';
export const TERMS_MESSAGE = 'Hyväksy tilausehdot, jotta voit tilata lisätilauksen.';
