import { parse } from 'yaml';
import { type Copytexts, copytextsByKey } from '~/domain/config/copytexts';
// The content collection's file is the one source: editors change it like any other content
// (docs/content.md, the content editor), and the build bundles it here.
import copytextsYaml from '~/content/copytexts.yaml?raw';

let parsed: Copytexts | undefined;

/** The editable texts, parsed and checked once (a broken file fails the first request loudly). */
export function copytexts(): Copytexts {
  parsed ??= copytextsByKey(parse(copytextsYaml));
  return parsed;
}
