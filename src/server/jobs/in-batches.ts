/** Rows a job reads at a time: its memory holds one batch, whatever the day's volume. */
const JOB_BATCH_ROWS = 500;

/**
 * One batch of a job's candidates: up to `limit` rows whose id is greater than `after` (null:
 * from the first), in id order.
 */
export type NextBatch<Row extends { id: string }> = (
  after: string | null,
  limit: number,
) => Promise<Row[]>;

/**
 * Calls `work` for every candidate, one batch at a time (keyset pagination on the id, so each
 * batch costs the same however far the run has got). A row is worked on once per run even when
 * the work leaves it a candidate (skipped, or locked by someone else), and a run stopped half-way
 * and started again finds only what is still to do, as each `work` commits on its own.
 */
export async function forEachInBatches<Row extends { id: string }>(
  nextBatch: NextBatch<Row>,
  work: (row: Row) => Promise<void>,
  size: number = JOB_BATCH_ROWS,
): Promise<void> {
  let after: string | null = null;
  for (;;) {
    const rows = await nextBatch(after, size);
    for (const row of rows) await work(row);
    const last = rows.at(-1);
    if (rows.length < size || last === undefined) return;
    after = last.id;
  }
}
