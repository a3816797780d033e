// Finnish morphology through libvoikko (Debian packages libvoikko1 and voikko-fi), called with koffi.
// Search indexes and queries base forms and compound parts with it, because Pagefind's Snowball
// stemmer misses consonant gradation (tilauksen -> tilaus) and compounds (osoitteenmuutos).
//
// No relative imports and only erasable syntax: scripts/*.mjs import this file with Node's type
// stripping. koffi is loaded through createRequire so that the API bundle (vite.api.config.ts
// bundles every dependency) keeps it as a runtime import of the installed package with its
// native binary.
import { createRequire } from 'node:module';
import type * as KoffiModule from 'koffi';

type Koffi = typeof KoffiModule;
type Pointer = bigint | null;

export interface VoikkoAnalysis {
  /** Lower-cased base form of the whole word, e.g. 'osoitteenmuutos' for 'osoitteenmuutoksen'. */
  baseform: string;
  /** Lower-cased base forms of the compound's parts, e.g. ['osoite', 'muutos']; [] when the word is not a compound. */
  parts: string[];
}

export interface Voikko {
  /** Every analysis Voikko gives, most likely first; [] for a word it does not know. */
  analyze(word: string): VoikkoAnalysis[];
  /** Frees the Voikko handle; analyze answers [] afterwards. */
  close(): void;
}

const DEFAULT_LIBRARIES = ['libvoikko.so.1', 'libvoikko.so', 'libvoikko.1.dylib'];
const POINTER_SIZE = 8;
/** Voikko rejects longer words anyway; this keeps a hostile query from reaching the library. */
const MAX_WORD_LENGTH = 255;

function loadKoffi(): Koffi | null {
  try {
    const name = 'koffi';
    return createRequire(import.meta.url)(name) as Koffi;
  } catch {
    return null;
  }
}

/**
 * Opens libvoikko with the Finnish dictionary, or answers null (never throws) when koffi, the
 * library or the dictionary is missing, so that callers fall back to plain search.
 */
export function loadVoikko(libPath?: string): Voikko | null {
  const koffi = loadKoffi();
  if (!koffi) return null;
  for (const path of libPath ? [libPath] : DEFAULT_LIBRARIES) {
    try {
      const voikko = open(koffi, path);
      if (voikko) return voikko;
    } catch {
      // Not this file name (or not loadable): try the next one.
    }
  }
  return null;
}

function open(koffi: Koffi, path: string): Voikko | null {
  const lib = koffi.load(path);
  const init = lib.func(
    'void *voikkoInit(_Out_ const char **error, const char *langcode, const char *path)',
  );
  const terminate = lib.func('void voikkoTerminate(void *handle)');
  const analyzeWord = lib.func('void *voikkoAnalyzeWordCstr(void *handle, const char *word)');
  const freeAnalyses = lib.func('void voikko_free_mor_analysis(void *analyses)');
  const valueOf = lib.func('void *voikko_mor_analysis_value_cstr(void *analysis, const char *key)');
  const freeValue = lib.func('void voikko_free_mor_analysis_value_cstr(void *value)');

  const error: (string | null)[] = [null];
  let handle = init(error, 'fi', null) as Pointer;
  if (!handle) {
    lib.unload();
    return null;
  }

  const read = (analysis: bigint, key: string): string | null => {
    const value = valueOf(analysis, key) as Pointer;
    if (!value) return null;
    try {
      return koffi.decode.string(value);
    } finally {
      freeValue(value);
    }
  };

  return {
    analyze(word) {
      if (!handle || word.length === 0 || word.length > MAX_WORD_LENGTH) return [];
      const list = analyzeWord(handle, word) as Pointer;
      if (!list) return [];
      const result: VoikkoAnalysis[] = [];
      try {
        for (let i = 0; ; i++) {
          const analysis = koffi.decode(list, i * POINTER_SIZE, 'void *') as Pointer;
          if (!analysis) break;
          const baseform = read(analysis, 'BASEFORM');
          if (!baseform) continue;
          result.push({
            baseform: baseform.toLowerCase(),
            parts: compoundParts(read(analysis, 'WORDBASES'), read(analysis, 'STRUCTURE')),
          });
        }
      } finally {
        freeAnalyses(list);
      }
      return result;
    },
    close() {
      if (!handle) return;
      terminate(handle);
      handle = null;
    },
  };
}

interface Part {
  surface: string;
  base: string;
  derived: boolean;
}

/**
 * Base forms of a compound's parts from Voikko's WORDBASES, e.g. '+osoitteen(osoite)+muutos(muutos)'
 * gives ['osoite', 'muutos']. A derivational suffix such as '+us(+us)' in '+tila(tilata)+us(+us)'
 * belongs to the part before it, whose base form is then its written form ('tilaus', not 'tilata').
 * A lexicalised compound counts as its pieces: 'irti=sanoa' is one term ('irtisanoa'),
 * 'PDF-tiedosto' two ('pdf', 'tiedosto'). STRUCTURE says how many parts the word has ('=' starts
 * each); [] unless there are at least two and the reading agrees with STRUCTURE.
 */
export function compoundParts(wordbases: string | null, structure: string | null): string[] {
  if (!wordbases) return [];
  const expected = structure ? [...structure].filter((c) => c === '=').length : undefined;
  if (expected !== undefined && expected < 2) return [];
  const segments = [...wordbases.matchAll(/\+([^+(]*)(?:\(([^)]*)\))?/g)].map((m) => ({
    surface: m[1] ?? '',
    base: m[2],
  }));
  const group = (bareStartsPart: boolean): Part[] => {
    const parts: Part[] = [];
    for (const { surface, base } of segments) {
      if (surface === '-' || surface === '') continue;
      const last = parts[parts.length - 1];
      const suffix = base === undefined ? !bareStartsPart : base.startsWith('+');
      if (suffix && last) {
        last.surface += surface;
        last.derived = true;
      } else {
        parts.push({ surface, base: base ?? surface, derived: false });
      }
    }
    return parts;
  };
  const terms = (parts: Part[]): string[] =>
    parts.flatMap((p) => {
      if (p.derived) return [p.surface];
      return p.base.split('-').map((piece) => piece.replaceAll('=', ''));
    });
  const pieces = (parts: Part[]): number =>
    parts.reduce((n, p) => n + (p.derived ? 1 : p.base.split(/[-=]/).length), 0);
  // A bare segment is usually a part Voikko has no base for ('+digi+luku(luku)…'), but sometimes
  // a piece of a derivation ('+markkinoi(markkinoida)+n+ti(+ti)'): take the reading that matches.
  let parts = group(true);
  if (expected !== undefined && pieces(parts) !== expected) parts = group(false);
  if (expected !== undefined && pieces(parts) !== expected) return [];
  const result = terms(parts)
    .map((t) => t.toLowerCase())
    .filter(Boolean);
  return result.length >= 2 ? result : [];
}
