import type { SuspensionBreakdownView } from '~/domain/suspensions/views';

/** The server's price breakdown: length, deductible, digital day price, total credited. */
export default function BreakdownList({ breakdown }: { breakdown: SuspensionBreakdownView }) {
  return (
    <dl className="suspension-breakdown">
      {breakdown.rows.map((row) => (
        <div key={row.label}>
          <dt>{row.label}</dt>
          <dd>{row.value}</dd>
        </div>
      ))}
    </dl>
  );
}
