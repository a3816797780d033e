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
