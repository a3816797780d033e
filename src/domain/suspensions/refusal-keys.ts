import type { ErrorKey } from '../errors/error-messages';

/** The keys of the suspension rules' refusals (rules.ts): each message names its own reason. */
const SUSPENSION_PROBLEM_KEYS = [
  'start-date-in-past',
  'start-date-too-far',
  'end-date-in-past',
  'start-date-not-before-end-date',
  'suspension-too-short',
  'suspension-too-long',
  'suspension-after-subscription-end',
  'start-date-publication-days',
  'end-date-publication-days',
  'date-overlap',
  'suspension-already-started',
  'digital-part-locked',
  'suspension-finished',
] as const satisfies readonly ErrorKey[];

export type SuspensionProblemKey = (typeof SUSPENSION_PROBLEM_KEYS)[number];

/**
 * Every refusal of a suspension whose API message says more than the catalogue's sentence (the
 * limits in days, the date without an issue, the verdict's reason): the modal shows the API's.
 */
export const SUSPENSION_REFUSAL_KEYS: readonly ErrorKey[] = [
  ...SUSPENSION_PROBLEM_KEYS,
  'suspension-not-allowed',
  'digital-part-price-unavailable',
];
