import { z } from 'zod';
import { publicationCalendarViewSchema } from '../delivery/calendar-view';
import { subscriberRoleSchema } from '../subscriptions/enums';
import { countryCodeSchema } from './address-fields';
import { addressProcessingSchema } from './processing';

// The answers of the address-change routes: raw facts plus the texts the modal shows.

const addressChangeTypeSchema = z.enum(['TEMPORARY_ADDRESS_CHANGE', 'PERMANENT_ADDRESS_CHANGE']);
export type AddressChangeType = z.infer<typeof addressChangeTypeSchema>;

const addressChangeSchema = z.object({
  id: z.string(),
  changeType: addressChangeTypeSchema,
  /** 'Tilapäinen osoitteenmuutos' */
  typeLabel: z.string(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** '20.1.2027–30.1.2027' or 'alkaen 20.1.2027' */
  periodLabel: z.string(),
  role: subscriberRoleSchema,
  nameForAddress: z.string().nullable(),
  streetAddress: z.string(),
  zipCode: z.string(),
  postOffice: z.string(),
  countryCode: countryCodeSchema,
  /** 'Rantatie 4, 21600 PARAINEN' (a foreign zip code with its country prefix) */
  addressLabel: z.string(),
  processing: addressProcessingSchema,
  /** Shown while customer service checks a hand-entered address; null otherwise. */
  processingLabel: z.string().nullable(),
  /** ALL before the start; END_DATE for a started temporary change; NONE otherwise. */
  editable: z.enum(['ALL', 'END_DATE', 'NONE']),
});
export type AddressChange = z.infer<typeof addressChangeSchema>;

/** GET /subscriptions/{n}/address-changes: what the modal needs. */
export const addressChangeOverviewSchema = z
  .object({
    subscriptionNumber: z.string(),
    productName: z.string(),
    /** The server's today ('yyyy-MM-dd'): the earliest start the date fields offer. */
    today: z.string(),
    /** Whether this session may change the address (the ADDRESS_CHANGE verdict). */
    allowed: z.boolean(),
    /** Why not, in Finnish (e.g. a company subscription); null when allowed. */
    reason: z.string().nullable(),
    /** A company subscription: changes go as a processing request (spec §6) instead. */
    companyRequest: z.boolean(),
    /** Only subscriptions with a paper delivery take a temporary change. */
    temporaryAllowed: z.boolean(),
    /** The subscription's delivery address; null when not allowed. */
    currentAddress: z.string().nullable(),
    /** The payer is another customer of this session: the permanent change asks whose address. */
    roleChoice: z.boolean(),
    /** 'Lehti ilmestyy joka päivä.' */
    publicationDaysLabel: z.string(),
    /** The publication days the month calendar marks, from today to the last possible end. */
    calendar: publicationCalendarViewSchema,
    changes: z.array(addressChangeSchema),
  })
  .meta({ id: 'AddressChangeOverview' });
export type AddressChangeOverview = z.infer<typeof addressChangeOverviewSchema>;

/** The answer of a created or updated change. */
export const addressChangeResultSchema = z
  .object({
    change: addressChangeSchema,
    /** The confirmation sentence, e.g. 'Tilapäinen osoitteenmuutos on tallennettu.' */
    message: z.string(),
    /** Set when customer service handles the change: by when, and the sentence saying so. */
    customerService: z
      .object({ deadline: z.string(), deadlineLabel: z.string(), notice: z.string() })
      .nullable(),
  })
  .meta({ id: 'AddressChangeResult' });
export type AddressChangeResult = z.infer<typeof addressChangeResultSchema>;
