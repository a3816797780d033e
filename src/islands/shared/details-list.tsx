/** One term and its value; null leaves the row out (a field that does not apply). */
export type DetailRow = readonly [term: string, value: string] | null;

/** A summary as a description list (`details-list`), the rows that apply in their order. */
export function DetailsList({ rows }: { rows: readonly DetailRow[] }) {
  return (
    <dl className="details-list">
      {rows
        .filter((row) => row !== null)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
