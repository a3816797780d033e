import { requiredMessage } from '../validation/messages';

// The suspension form's labels and its digital-part message, free of zod so the form can show
// them without loading the schema (input.ts re-exports them).

export const START_DATE_LABEL = 'Alkupäivä';
export const END_DATE_LABEL = 'Loppupäivä';
export const DIGITAL_PART_LABEL = 'Digilehti keskeytyksen aikana';

/** Spec §5: "digital-part choice required in a suspension" (when there is a digital part). */
export const DIGITAL_PART_REQUIRED_MESSAGE = requiredMessage('Digilehden valinta');
