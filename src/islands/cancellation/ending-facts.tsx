import type { CancellationPreview } from '~/domain/cancellation/cancellation-views';

/** The exact end date, the notice rules and what happens to reading and add-ons. */
export default function EndingFacts({ data: d }: { data: CancellationPreview }) {
  return (
    <>
      <dl className="meta">
        <dt>Tuote</dt>
        <dd>{d.kind === 'MAIN' ? d.productName : `${d.productName} (lisätilaus)`}</dd>
        {d.kind === 'ADD_ON' && (
          <>
            <dt>Päätilaus</dt>
            <dd>
              {d.mainProductName} ({d.subscriptionNumber})
            </dd>
          </>
        )}
        <dt>Tilausnumero</dt>
        <dd>{d.addOnNumber ?? d.subscriptionNumber}</dd>
        <dt>Päättyy</dt>
        <dd>
          <strong>{d.endDateLabel}</strong>
        </dd>
      </dl>
      {d.noticeTexts.map((text) => (
        <p key={text}>{text}</p>
      ))}
      <p>{d.readingRightsText}</p>
      {d.addOns.length > 0 && (
        <>
          <p>Nämä lisätilaukset päättyvät samalla:</p>
          <ul>
            {d.addOns.map((a) => (
              <li key={a.subscriptionNumber}>
                {a.productName}: päättyy {a.endDateLabel}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
