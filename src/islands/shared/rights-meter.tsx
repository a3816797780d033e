import './rights-meter.css';
import { rightsMeter } from '~/domain/reading-rights/rights-meter';

/**
 * The reading rights as a picture (issue 34): a box per right, filled for a reader, striped for
 * an open invitation, empty when free; a bar for a company's many. The picture is one image for a
 * screen reader, described in words; the caption says the same in short, or, where a `caption`
 * is given (the subscription card and details: the spec's '2/3 vapaana (1 jaettu)'), says that.
 */
export function RightsMeter({
  total,
  claimed,
  pending,
  caption,
}: {
  total: number;
  claimed: number;
  pending: number;
  caption?: string;
}) {
  const m = rightsMeter(total, claimed, pending);
  return (
    <div className="rights-meter">
      <div role="img" aria-label={m.description} className="rights-meter-picture">
        {m.bar ? (
          <svg className="rights-meter-bar" viewBox="0 0 100 10" preserveAspectRatio="none">
            <rect className="meter-claimed" width={m.bar.claimed} height="10" />
            <rect className="meter-pending" x={m.bar.claimed} width={m.bar.pending} height="10" />
          </svg>
        ) : (
          m.boxes.map((part, i) => <span key={i} className={`meter-box meter-${part}`} />)
        )}
      </div>
      {caption ? (
        <p>{caption}</p>
      ) : (
        <p className="rights-meter-caption" aria-hidden="true">
          {m.caption}
        </p>
      )}
    </div>
  );
}
