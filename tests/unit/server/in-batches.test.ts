import { describe, expect, it } from 'vitest';
import { forEachInBatches } from '~/server/jobs/in-batches';

// The daily jobs read their candidates a batch at a time (issue 33 item 3): memory holds one
// batch, each batch is read from where the last ended, and a run stopped half-way and started
// again does the rest without repeating anything.

const ids = (n: number) => Array.from({ length: n }, (_, i) => `id-${String(i).padStart(4, '0')}`);

/** A job's candidate query over `rows`: the ids still to do, after `after`, in id order. */
function candidates(rows: string[], done: Set<string>, asked: (string | null)[]) {
  return (after: string | null, limit: number) => {
    asked.push(after);
    const batch = rows
      .filter((id) => !done.has(id) && (after === null || id > after))
      .slice(0, limit)
      .map((id) => ({ id }));
    return Promise.resolve(batch);
  };
}

describe('forEachInBatches', () => {
  it('works on every candidate once, reading each batch after the last one ended', async () => {
    const rows = ids(7);
    const asked: (string | null)[] = [];
    const worked: string[] = [];
    await forEachInBatches(
      candidates(rows, new Set(), asked),
      async ({ id }) => {
        worked.push(id);
      },
      { size: 3 },
    );
    expect(worked).toEqual(rows);
    expect(asked).toEqual([null, 'id-0002', 'id-0005']);
  });

  it('stops after a batch that comes back empty when the candidates fill the last batch exactly', async () => {
    const asked: (string | null)[] = [];
    const worked: string[] = [];
    await forEachInBatches(
      candidates(ids(6), new Set(), asked),
      async ({ id }) => {
        worked.push(id);
      },
      { size: 3 },
    );
    expect(worked).toHaveLength(6);
    expect(asked).toEqual([null, 'id-0002', 'id-0005']);
  });

  it('does not come back to a candidate the work left as it was (skipped or locked elsewhere)', async () => {
    const worked: string[] = [];
    // Nothing is ever marked done: without the keyset a run would never end.
    await forEachInBatches(
      candidates(ids(5), new Set(), []),
      async ({ id }) => {
        worked.push(id);
      },
      { size: 2 },
    );
    expect(worked).toEqual(ids(5));
  });

  it('a run stopped half-way and started again does the rest, nothing twice', async () => {
    const rows = ids(10);
    const done = new Set<string>();
    const worked: string[] = [];
    const work = async ({ id }: { id: string }) => {
      if (worked.length === 4 && done.size === 4 && !worked.includes('stop')) {
        worked.push('stop');
        throw new Error('the process was stopped');
      }
      worked.push(id);
      done.add(id);
    };
    await expect(forEachInBatches(candidates(rows, done, []), work, { size: 3 })).rejects.toThrow(
      'stopped',
    );
    await forEachInBatches(candidates(rows, done, []), work, { size: 3 });
    expect(worked.filter((id) => id !== 'stop')).toEqual(rows);
  });

  it('works on at most `concurrency` rows at a time, each once', async () => {
    let running = 0;
    let most = 0;
    const worked: string[] = [];
    await forEachInBatches(
      candidates(ids(11), new Set(), []),
      async ({ id }) => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((tick) => setTimeout(tick, 1));
        worked.push(id);
        running -= 1;
      },
      { size: 5, concurrency: 3 },
    );
    expect(most).toBe(3);
    expect(worked.toSorted()).toEqual(ids(11));
  });
});
