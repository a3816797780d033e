import { isSecretColumn } from '~/domain/my-data/export-file';
import type { MyDataExport } from '~/domain/my-data/export-schema';
import type { AuthContext } from '../../app-context';
import type { Db } from '../../db/client';
import { dataScopeOf } from './data-scope';
import { type ExportSource, exportSources } from './export-sources';

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
          rivit: await rowsOf(tx, source, source.where(scope)),
        };
      }
      return { luotu: now.toISOString(), selite: EXPLANATION, osiot };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function rowsOf(
  db: Db,
  source: ExportSource,
  where: ReturnType<ExportSource['where']>,
): Promise<Record<string, unknown>[]> {
  // A source without a condition would read the whole table: none is never all.
  if (!where) return [];
  const rows = (await db.select().from(source.table).where(where)) as Record<string, unknown>[];
  const omitted = new Set(source.omit ?? []);
  return rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).filter(([key]) => !omitted.has(key) && !isSecretColumn(key)),
    ),
  );
}
