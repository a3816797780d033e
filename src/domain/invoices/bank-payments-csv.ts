import { isIsoDate } from '../shared/dates';
import { isValidFinnishReference, isValidRfReference } from '../validation/finnish-ids';
import { normaliseReference } from './payment-details-format';

// The staff import of bank payments (issue 7): a CSV exported from the bank's reference payment
// report. One header line names the columns, in English or in the Finnish of bank exports; the
// separator is ';' (Finnish spreadsheets) or ','. Amounts in euros with a decimal comma or point,
// dates as yyyy-MM-dd or d.M.yyyy. A file with any bad line is refused whole, with every line's
// problem, so staff fix the file and import it again; the archive id makes that repeat safe.

export interface BankPaymentRow {
  /** 1-based line number in the file. */
  line: number;
  /** The bank's archive id (arkistointitunnus), unique per payment. */
  archiveId: string;
  /** Normalised: no spaces, no leading zeros, RF upper case. */
  reference: string;
  amountCents: number;
  /** yyyy-MM-dd */
  paidOn: string;
  payer: string | null;
}

export interface CsvLineError {
  line: number;
  message: string;
}

export type BankPaymentsParse =
  { ok: true; rows: BankPaymentRow[] } | { ok: false; errors: CsvLineError[] };

type Column = 'archiveId' | 'reference' | 'amount' | 'paidOn' | 'payer';

const HEADER_NAMES: Record<string, Column> = {
  archive_id: 'archiveId',
  arkistointitunnus: 'archiveId',
  reference: 'reference',
  viite: 'reference',
  viitenumero: 'reference',
  amount: 'amount',
  summa: 'amount',
  maara: 'amount',
  määrä: 'amount',
  paid_on: 'paidOn',
  maksupaiva: 'paidOn',
  maksupäivä: 'paidOn',
  payer: 'payer',
  maksaja: 'payer',
};
const REQUIRED: Column[] = ['archiveId', 'reference', 'amount', 'paidOn'];
const COLUMN_NAMES: Record<Column, string> = {
  archiveId: 'archive_id',
  reference: 'reference',
  amount: 'amount',
  paidOn: 'paid_on',
  payer: 'payer',
};

/** Largest single payment accepted, 999 999,99 € (the bar code's own limit). */
const MAX_CENTS = 99_999_999;

export function parseBankPaymentsCsv(text: string): BankPaymentsParse {
  const lines = splitLines(text.replace(/^\uFEFF/, ''));
  const first = lines.findIndex((l) => l.text.trim() !== '');
  const headerLine = lines[first];
  if (!headerLine) return fail(1, 'Tiedosto on tyhjä.');
  const separator = headerLine.text.includes(';') ? ';' : ',';
  const header = splitFields(headerLine.text, separator).map((h) => h.trim().toLowerCase());
  const index = new Map<Column, number>();
  header.forEach((name, i) => {
    const column = HEADER_NAMES[name];
    if (column && !index.has(column)) index.set(column, i);
  });
  const missing = REQUIRED.filter((c) => !index.has(c));
  if (missing.length > 0) {
    const names = missing.map((c) => COLUMN_NAMES[c]).join(', ');
    return fail(headerLine.number, `Otsikkorivistä puuttuu sarake: ${names}.`);
  }

  const rows: BankPaymentRow[] = [];
  const errors: CsvLineError[] = [];
  const seen = new Map<string, number>();
  for (const { number, text: raw } of lines.slice(first + 1)) {
    if (raw.trim() === '') continue;
    const fields = splitFields(raw, separator);
    const get = (c: Column) => {
      const i = index.get(c);
      return i === undefined ? '' : (fields[i] ?? '').trim();
    };
    const problems: string[] = [];
    const archiveId = get('archiveId');
    if (archiveId === '' || archiveId.length > 35) {
      problems.push('arkistointitunnus puuttuu tai on yli 35 merkkiä');
    } else if (seen.has(archiveId)) {
      problems.push(`sama arkistointitunnus kuin rivillä ${seen.get(archiveId)}`);
    }
    const reference = get('reference');
    if (!isValidFinnishReference(reference) && !isValidRfReference(reference)) {
      problems.push(`viitenumero '${reference}' ei ole kelvollinen`);
    }
    const amountCents = parseEuros(get('amount'));
    if (amountCents === null) problems.push(`summa '${get('amount')}' ei ole kelvollinen`);
    const paidOn = parseDate(get('paidOn'));
    if (paidOn === null) problems.push(`maksupäivä '${get('paidOn')}' ei ole kelvollinen`);
    if (problems.length > 0 || amountCents === null || paidOn === null) {
      errors.push({ line: number, message: `Rivi ${number}: ${problems.join('; ')}.` });
      continue;
    }
    seen.set(archiveId, number);
    const payer = get('payer');
    rows.push({
      line: number,
      archiveId,
      reference: normaliseReference(reference),
      amountCents,
      paidOn,
      payer: payer === '' ? null : payer,
    });
  }
  if (errors.length > 0) return { ok: false, errors };
  if (rows.length === 0) return fail(headerLine.number, 'Tiedostossa ei ole yhtään maksuriviä.');
  return { ok: true, rows };
}

const fail = (line: number, message: string): BankPaymentsParse => ({
  ok: false,
  errors: [{ line, message }],
});

/** '19,90', '19.90', '1 234,5', '12' -> cents; null for anything else or not above zero. */
export function parseEuros(text: string): number | null {
  const match = /^(\d{1,6})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s\u00A0]/g, ''));
  if (!match?.[1]) return null;
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents > 0 && cents <= MAX_CENTS ? cents : null;
}

/** yyyy-MM-dd or d.M.yyyy -> yyyy-MM-dd, or null. */
export function parseDate(text: string): string | null {
  if (isIsoDate(text)) return text;
  const m = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (!m?.[1] || !m[2] || !m[3]) return null;
  const iso = `${m[3]}-${m[2].padStart(2, '0')}-${m[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : null;
}

/** Physical lines with their numbers; a quoted field may not span lines in a bank export. */
function splitLines(text: string): { number: number; text: string }[] {
  return text.split(/\r\n|\n|\r/).map((t, i) => ({ number: i + 1, text: t }));
}

/** RFC 4180 fields of one line: quotes around a field, "" inside quotes for a quote. */
function splitFields(line: string, separator: string): string[] {
  const fields: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const ch = line[i];
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (ch === '"') {
        quoted = false;
      } else {
        current += ch;
      }
    } else if (ch === '"' && current.trim() === '') {
      quoted = true;
      current = '';
    } else if (ch === separator) {
      fields.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  fields.push(current);
  return fields;
}
