import { z } from 'zod';
import { COPYTEXT_KEY_MESSAGE, COPYTEXT_KEY_PATTERN } from '~/domain/content/editor-rules';

/** GET /api/v1/copytexts: editable texts by key (spec §7). */
export const copytextsSchema = z
  .record(z.string(), z.object({ title: z.string(), body: z.string() }))
  .meta({ id: 'Copytexts' });
export type Copytexts = z.infer<typeof copytextsSchema>;

/**
 * src/content/copytexts.yaml: `texts`, a list of { id, title, body }. A list, not a map by key,
 * because the content editor (Keystatic) edits lists of objects but not maps with free keys
 * (docs/decisions/0044-keystatic-for-content-editors.md).
 */
const copytextsFileSchema = z.object({
  texts: z
    .array(
      z.object({
        id: z.string().regex(COPYTEXT_KEY_PATTERN, COPYTEXT_KEY_MESSAGE),
        title: z.string().min(1, 'Otsikko puuttuu.'),
        body: z.string().min(1, 'Teksti puuttuu.'),
      }),
    )
    .superRefine((texts, ctx) => {
      const seen = new Set<string>();
      for (const [index, { id }] of texts.entries()) {
        if (seen.has(id)) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'id'],
            message: `Avain ${id} on kahdesti; jokaisella tekstillä on oma avaimensa.`,
          });
        }
        seen.add(id);
      }
    }),
});
export type CopytextItem = z.infer<typeof copytextsFileSchema>['texts'][number];

/** The file's texts as a list (Astro's file() loader wants entries with an id). */
export const copytextItems = (parsedYaml: unknown): CopytextItem[] =>
  copytextsFileSchema.parse(parsedYaml).texts;

/** The file's texts by key, as GET /api/v1/copytexts answers them. */
export const copytextsByKey = (parsedYaml: unknown): Copytexts =>
  Object.fromEntries(copytextItems(parsedYaml).map(({ id, title, body }) => [id, { title, body }]));
