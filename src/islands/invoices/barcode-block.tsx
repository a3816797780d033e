import { useRef, useState } from 'react';

/**
 * The virtual bar code as text to copy into a bank app, and as the Code 128 image the server
 * draws. The text sits in a read-only field, so it can also be selected and copied by hand.
 */
export default function BarcodeBlock({ number, digits }: { number: string; digits: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<string>('');
  const [imageFailed, setImageFailed] = useState(false);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(digits);
      setStatus(
        'Virtuaaliviivakoodi on kopioitu leikepöydälle. Liitä se verkkopankin maksulomakkeeseen.',
      );
    } catch {
      // No clipboard permission: select the text, so that Ctrl+C (or the menu) copies it.
      input.current?.focus();
      input.current?.select();
      setStatus(
        'Kopiointi ei onnistunut. Virtuaaliviivakoodi on valittuna: kopioi se painamalla Ctrl+C.',
      );
    }
  };

  return (
    <div className="barcode-block">
      <div className="field">
        <label htmlFor="virtuaaliviivakoodi">Virtuaaliviivakoodi</label>
        <input
          ref={input}
          id="virtuaaliviivakoodi"
          type="text"
          readOnly
          value={digits}
          className="barcode-digits"
          aria-describedby="virtuaaliviivakoodi-ohje"
          onFocus={(e) => e.currentTarget.select()}
        />
        <p id="virtuaaliviivakoodi-ohje" className="hint">
          Kopioi koodi ja liitä se verkkopankin maksulomakkeeseen: pankki täyttää tilinumeron,
          viitenumeron, summan ja eräpäivän puolestasi.
        </p>
      </div>
      <p>
        <button type="button" className="button" onClick={() => void copy()}>
          Kopioi virtuaaliviivakoodi
        </button>
      </p>
      <p role="status" className={status ? 'notice' : undefined}>
        {status}
      </p>
      {imageFailed ? (
        <p className="alert">
          Viivakoodin kuvan lataaminen epäonnistui. Voit maksaa yllä olevalla koodilla.
        </p>
      ) : (
        <img
          className="barcode-image"
          src={`/api/v1/invoices/${number}/barcode.svg`}
          alt="Pankkiviivakoodi, sama kuin yllä oleva virtuaaliviivakoodi"
          onError={() => setImageFailed(true)}
        />
      )}
    </div>
  );
}
