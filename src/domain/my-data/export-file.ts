import { z } from 'zod';

/** GET /account/my-data: a section per kind of data, each with its plain Finnish description. */
export const myDataExportSchema = z
  .object({
    /** ISO instant of the download. */
    luotu: z.string(),
    selite: z.string(),
    osiot: z.record(
      z.string(),
      z.object({ kuvaus: z.string(), rivit: z.array(z.record(z.string(), z.unknown())) }),
    ),
  })
  .meta({ id: 'MyDataExport' });
export type MyDataExport = z.infer<typeof myDataExportSchema>;

/** The name of the downloaded file: 'omat-tiedot-2026-11-23.json' (the Helsinki date). */
export const myDataFileName = (helsinkiDate: string): string => `omat-tiedot-${helsinkiDate}.json`;

/** Column names that hold secrets (hashes, tokens, codes): never part of the download. */
const SECRET_COLUMN = /hash|token|secret|password|verifier|nonce|activationcode/i;

export const isSecretColumn = (name: string): boolean => SECRET_COLUMN.test(name);
