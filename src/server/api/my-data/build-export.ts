import { isSecretColumn } from '~/domain/my-data/export-file';
import type { MyDataExport } from '~/domain/my-data/export-schema';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { dataScopeOf } from './data-scope';
import { type DataScope, type ExportSource, exportSources } from './export-sources';

const EXPLANATION =
  'Kaikki tiedot, jotka asiointipalvelu on tallentanut sinusta ja tilistäsi (EU:n tietosuoja-' +
  'asetuksen 15 artikla). Jokainen osio on yksi tietojen ryhmä; kenttien nimet ovat järjestelmän ' +
  'omia. Salasanaa, kirjautumisavaimia ja muita tunnisteita ei näytetä edes tiivisteinä.';

/** GET /account/my-data: every section of export-sources.ts, read in one transaction. */
export async function buildMyDataExport(
  db: Db,
  auth: AuthContext,
  now: Date,
): Promise<MyDataExport> {
  // One snapshot: a change made during the download does not show half.
  return db.transaction(
    async (tx) => {
      const scope = await dataScopeOf(tx, auth);
      const osiot: MyDataExport['osiot'] = {};
      for (const source of exportSources) {
        osiot[source.section] = {
          kuvaus: source.description,
          rivit: await rowsOf(tx, source, scope),
        };
      }
      return { luotu: now.toISOString(), selite: EXPLANATION, osiot };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** What a row sent by someone unidentified shows in place of its contents. */
const UNVERIFIED_NOTE =
  'Lähettäjää ei ole tunnistettu sinuksi, joten näytämme vain, että viesti on vastaanotettu, ilman lähettäjän tietoja.';

async function rowsOf(
  db: Db,
  source: ExportSource,
  scope: DataScope,
): Promise<Record<string, unknown>[]> {
  const where = source.where(scope);
  // A source without a condition would read the whole table: none is never all.
  if (!where) return [];
  const rows = (await db.select().from(source.table).where(where)) as Record<string, unknown>[];
  const omitted = new Set(source.omit ?? []);
  return rows.map((row) => {
    // A row that only names the person (someone else may have sent it) shows its receipt only.
    if (source.unverified?.when(row, scope)) {
      const kept = source.unverified.keep.map((key) => [key, row[key]] as const);
      return { ...Object.fromEntries(kept), huomautus: UNVERIFIED_NOTE };
    }
    return Object.fromEntries(
      Object.entries(row).filter(([key]) => !omitted.has(key) && !isSecretColumn(key)),
    );
  });
}
