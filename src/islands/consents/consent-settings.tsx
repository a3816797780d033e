import type { ConsentSection } from '~/domain/consents/consent-slots';
import type { Consents } from '~/domain/consents/consent-views';
import { consentPaths } from '../shared/api-paths';
import { messageForError } from '../shared/error-messages';
import { useApiQuery } from '../shared/use-api-query';
import { useAddressSearch } from '../shared/use-hydrated';
import { BanRemoval } from './ban-removal';
import { ConsentForm } from './consent-form';

/** Whether the address asks for the review after customer records were merged. */
const isMergeFlow = (search: string) =>
  new URLSearchParams(search).get('customerMergeFlow') === 'true';

/**
 * The settings page of one section (viestiasetukset: marketing and newsletters;
 * yksityisyysasetukset: targeting, profiling, address updates). With ?customerMergeFlow=true the
 * customer reviews the choices the merge brought together and confirms them all (decision 0028).
 */
export default function ConsentSettings({ section }: { section: ConsentSection }) {
  const load = useApiQuery<Consents>(consentPaths.consents);
  const search = useAddressSearch();
  const mergeFlow = search !== null && isMergeFlow(search);

  if (load.state === 'loading') return <p aria-live="polite">Ladataan…</p>;
  if (load.state === 'error') {
    return (
      <p className="alert" role="alert">
        {messageForError(load.error)}
      </p>
    );
  }
  const data = load.data;
  return (
    <>
      {mergeFlow && (
        <div className="notice" role="region" aria-labelledby="merge-heading">
          <h2 id="merge-heading">Tarkista valintasi</h2>
          <p>
            Asiakastietosi on yhdistetty, ja alla ovat yhdistettyjen tietojen valinnat. Tarkista ne,
            valitse jokaiseen kohtaan ja vahvista valinnat. Vahvistetut valinnat tallennetaan
            tämänhetkisinä valintoinasi.
          </p>
        </div>
      )}
      {section === 'messages' && data.marketingBan.active && (
        <BanRemoval text={data.marketingBan.text} />
      )}
      <ConsentForm
        key={`${mergeFlow}-${data.marketingBan.active}`}
        data={data}
        section={section}
        mergeFlow={mergeFlow}
      />
    </>
  );
}
