import { parse } from 'yaml';
import { type Copytexts, copytextsSchema } from '~/domain/config/copytexts';
// The content collection's file is the one source: editors change it like any other content
// (docs/content.md), and the build bundles it here.
import copytextsYaml from '~/content/copytexts.yaml?raw';

let parsed: Copytexts | undefined;

/** The editable texts, parsed and checked once (a broken file fails the first request loudly). */
export function copytexts(): Copytexts {
  parsed ??= copytextsSchema.parse(parse(copytextsYaml));
  return parsed;
}
