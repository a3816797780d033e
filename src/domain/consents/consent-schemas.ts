import { z } from 'zod';
import { CONSENT_KINDS, CONSENT_MEDIA, CONSENT_VALUES } from './enums';

// The zod schemas of the consent enumerations (the lists themselves are zod-free in enums.ts).

export const consentKindSchema = z.enum(CONSENT_KINDS, { error: 'Tuntematon suostumuksen laji' });
export const consentMediumSchema = z.enum(CONSENT_MEDIA, { error: 'Tuntematon viestikanava' });
export const consentValueSchema = z.enum(CONSENT_VALUES);
