import { describe, expect, it } from 'vitest';
import { excerpt } from '~/domain/search/excerpt';

const is =
  (...words: string[]) =>
  (w: string) =>
    words.includes(w);
const plain = (segments: { text: string; mark: boolean }[] | null) =>
  segments?.map((s) => (s.mark ? `[${s.text}]` : s.text)).join('');

describe('excerpt', () => {
  it('marks the matching words and keeps the text between them as written', () => {
    expect(plain(excerpt('Lehti ei tullut, soita meille.', is('lehti', 'tullut')))).toBe(
      '[Lehti] ei [tullut], soita meille.',
    );
  });

  it('shows the stretch with the most matches, with … where the text goes on', () => {
    const text =
      'Alku sana sana sana sana sana. Keskeytys alkaa, ja keskeytys päättyy. Loppu sana sana sana.';
    expect(plain(excerpt(text, is('keskeytys'), 6))).toBe(
      '… sana sana sana. [Keskeytys] alkaa, ja …',
    );
  });

  it('starts from the beginning when the match is there', () => {
    expect(plain(excerpt('Tilaus alkaa maanantaina ja jatkuu.', is('tilaus'), 3))).toBe(
      '[Tilaus] alkaa maanantaina …',
    );
  });

  it('gives null when no word matches', () => {
    expect(excerpt('Lehti ei tullut.', is('lasku'))).toBeNull();
    expect(excerpt('', is('lasku'))).toBeNull();
  });

  it('merges adjacent marked words into one segment', () => {
    expect(excerpt('tilauksen keskeytys', is('tilauksen', 'keskeytys'))).toEqual([
      { text: 'tilauksen', mark: true },
      { text: ' ', mark: false },
      { text: 'keskeytys', mark: true },
    ]);
  });
});
