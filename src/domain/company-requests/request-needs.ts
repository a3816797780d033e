import type { CompanyRequestType } from './request-types';

// What each processing request type asks for, free of zod so the request form can show its
// fields without loading the schema (request-input.ts re-exports these).

export const MESSAGE_LABEL = 'Lisätiedot';

/** Which parts each type needs: dates and an address where the change has them. */
const NEEDS: Record<CompanyRequestType, { start: boolean; end: boolean; address: boolean }> = {
  SUSPENSION: { start: true, end: true, address: false },
  TEMPORARY_ADDRESS_CHANGE: { start: true, end: true, address: true },
  PERMANENT_ADDRESS_CHANGE: { start: true, end: false, address: true },
  OTHER: { start: false, end: false, address: false },
};
export const requestNeeds = (type: CompanyRequestType) => NEEDS[type];
