import { z } from 'zod';
import {
  addressShape,
  checkZipCode,
  dateField,
  whenFieldsValid,
} from '../address-changes/address-fields';
import { START_BEFORE_END_MESSAGE } from '../address-changes/change-input';
import { END_LABEL, START_LABEL } from '../address-changes/field-labels';
import { subscriberRoleSchema } from '../subscriptions/enums';
import * as m from '../validation/messages';
import { requestNeeds } from './request-needs';
import { companyRequestTypeSchema } from './request-types';

const MESSAGE_MAX = 2000;

/** The new address of an address request: the same fields and rules as the direct change. */
const requestAddressSchema = z
  .strictObject(addressShape)
  .superRefine(checkZipCode, whenFieldsValid('zipCode', 'countryCode'));

const companyRequestTypes = companyRequestTypeSchema.options;

/**
 * What the API document says of each type's parts (issue 35): those it needs are required, the
 * others not allowed; `role` only with a permanent address change, `message` with OTHER.
 */
function partsOfType(type: (typeof companyRequestTypes)[number]) {
  const needs = requestNeeds(type);
  const parts = { startDate: needs.start, endDate: needs.end, address: needs.address };
  const required = Object.keys(parts).filter((k) => parts[k as keyof typeof parts]);
  const refused = Object.keys(parts).filter((k) => !parts[k as keyof typeof parts]);
  if (type !== 'PERMANENT_ADDRESS_CHANGE') refused.push('role');
  if (type === 'OTHER') required.push('message');
  return {
    if: { properties: { changeType: { const: type } }, required: ['changeType'] },
    then: {
      required,
      not: { anyOf: refused.map((k) => ({ required: [k] })) },
      ...(type === 'OTHER' ? { properties: { message: { minLength: 1 } } } : {}),
    },
  };
}

/**
 * POST /subscriptions/{subscriptionNumber}/company-requests: a processing request for a change to a company subscription (spec
 * §6). The parts that do not belong to the chosen type are refused rather than stored unread.
 */
export const companyRequestInputSchema = z
  .strictObject({
    changeType: companyRequestTypeSchema,
    startDate: dateField(START_LABEL).optional(),
    endDate: dateField(END_LABEL).optional().describe('After startDate.'),
    address: requestAddressSchema.optional(),
    role: subscriberRoleSchema.optional(),
    message: z.string().trim().max(MESSAGE_MAX, m.maxLengthMessage(MESSAGE_MAX)).default(''),
  })
  .superRefine(
    (v, ctx) => {
      const needs = requestNeeds(v.changeType);
      const require = (present: boolean, path: string, message: string) => {
        if (!present) ctx.addIssue({ code: 'custom', path: [path], message });
      };
      const refuse = (present: boolean, path: string) => {
        if (present) ctx.addIssue({ code: 'custom', path: [path], message: NOT_FOR_TYPE });
      };
      if (needs.start)
        require(v.startDate !== undefined, 'startDate', m.requiredMessage(START_LABEL));
      else refuse(v.startDate !== undefined, 'startDate');
      if (needs.end) require(v.endDate !== undefined, 'endDate', m.requiredMessage(END_LABEL));
      else refuse(v.endDate !== undefined, 'endDate');
      if (needs.address) require(v.address !== undefined, 'address', ADDRESS_REQUIRED);
      else refuse(v.address !== undefined, 'address');
      if (v.changeType !== 'PERMANENT_ADDRESS_CHANGE') refuse(v.role !== undefined, 'role');
      if (v.changeType === 'OTHER') require(v.message !== '', 'message', OTHER_MESSAGE_REQUIRED);
      if (v.startDate !== undefined && v.endDate !== undefined && v.startDate >= v.endDate) {
        ctx.addIssue({ code: 'custom', path: ['endDate'], message: START_BEFORE_END_MESSAGE });
      }
    },
    whenFieldsValid('changeType', 'startDate', 'endDate', 'message'),
  )
  .meta({ id: 'CompanyRequestInput', allOf: companyRequestTypes.map(partsOfType) });
export type CompanyRequestInput = z.input<typeof companyRequestInputSchema>;
export type CompanyRequestFields = z.output<typeof companyRequestInputSchema>;

export const NOT_FOR_TYPE = 'Tämä tieto ei kuulu valittuun muutokseen.';
export const ADDRESS_REQUIRED = 'Uusi osoite on pakollinen tieto';
export const OTHER_MESSAGE_REQUIRED = 'Kerro lisätiedoissa, mitä haluat muuttaa.';
