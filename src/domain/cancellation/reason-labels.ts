import type { CancellationReason } from './enums';

/** The survey's answers in the customer's words, in the order the form lists them. */
export const REASON_LABELS: Readonly<Record<CancellationReason, string>> = {
  NOT_INTERESTED: 'En ole enää kiinnostunut lehdestä',
  CANNOT_AFFORD: 'Minulla ei ole nyt varaa tilaukseen',
  DELIVERY_RELATED: 'Jakelussa on ollut ongelmia',
  SIMILAR_CONTENT_ELSEWHERE: 'Saan vastaavaa sisältöä muualta',
  TECHNICAL_ISSUES: 'Digipalveluissa on ollut teknisiä ongelmia',
  DUPLICATE_ORDER: 'Tilasin saman lehden vahingossa kahteen kertaan',
  SHORT_TERM_NEED_MET: 'Tarvitsin lehteä vain lyhyen aikaa',
  FREE_CONTENT_SUFFICIENT: 'Maksuton sisältö riittää minulle',
  VALUE_DISSATISFACTION: 'Tilaus ei ole hintansa arvoinen',
  SWITCHING_PRODUCT: 'Vaihdan toiseen tuotteeseen',
  OTHER_REASON: 'Muu syy',
};

export const reasonLabel = (reason: string | null): string =>
  reason !== null && Object.hasOwn(REASON_LABELS, reason)
    ? REASON_LABELS[reason as CancellationReason]
    : 'Ei kerrottu';
