import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// The content editor's file format (scripts/lib/editor-format.mjs, issue 36 item 3), through
// Keystatic's own field parsers and serialisers: what `npm run content:format` writes.
const formatAsEditor = (collection: string, slug: string, text: string): string => {
  const result = spawnSync(process.execPath, ['tests/support/format-as-editor.mjs'], {
    input: JSON.stringify({ collection, slug, text }),
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  return result.stdout;
};

const handWritten = [
  '---',
  'title: Miten muutan osoitettani?',
  'updated: 2026-11-21',
  'topic: jakelu',
  'summary: Osoitteenmuutos onnistuu verkossa. Valitse tilapäinen tai pysyvä muutos ja sen alkupäivä.',
  '---',
  '',
  'Kappale, jossa on **lihavointi** ja [linkki](/aihe/jakelu).',
  '',
  '- yksi',
  '- kaksi',
  '',
].join('\n');

describe('formatAsEditor', () => {
  it('writes an article as the editor saves it: every field in the schema order, its list style', () => {
    expect(formatAsEditor('articles', 'osoite', handWritten)).toBe(
      [
        '---',
        'title: Miten muutan osoitettani?',
        'summary: >-',
        '  Osoitteenmuutos onnistuu verkossa. Valitse tilapäinen tai pysyvä muutos ja sen',
        '  alkupäivä.',
        'topic: jakelu',
        'productFamilies: []',
        'updated: 2026-11-21',
        'draft: false',
        'related: []',
        'popular: false',
        'faq: []',
        '---',
        'Kappale, jossa on **lihavointi** ja [linkki](/aihe/jakelu).',
        '',
        '* yksi',
        '* kaksi',
        '',
      ].join('\n'),
    );
  });

  it('leaves a file in the editor format as it is', () => {
    const once = formatAsEditor('articles', 'osoite', handWritten);
    expect(formatAsEditor('articles', 'osoite', once)).toBe(once);
  });

  it('formats a YAML entry and keeps its values', () => {
    const topic =
      'order: 3\ntitle: Jakelu\ndescription: "Lehden jakelu, keskeytykset ja osoitteenmuutokset."\n';
    expect(formatAsEditor('topics', 'jakelu', topic)).toBe(
      'title: Jakelu\ndescription: Lehden jakelu, keskeytykset ja osoitteenmuutokset.\norder: 3\n',
    );
  });

  it('refuses a field the editor does not know, in Finnish', () => {
    expect(
      formatAsEditor('articles', 'osoite', handWritten.replace('topic:', 'aihe: x\ntopic:')),
    ).toBe('ERROR: Tuntemattomat kentät: aihe');
  });
});
