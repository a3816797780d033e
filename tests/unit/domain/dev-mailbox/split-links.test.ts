import { describe, expect, it } from 'vitest';
import { splitLinks } from '~/domain/dev-mailbox/split-links';

describe('splitLinks', () => {
  it('cuts a body into text and addresses', () => {
    expect(
      splitLinks(
        'Avaa linkki:\n\nhttp://localhost:4321/tilaukset/etsi-tilauksesi?vahvistus=a-b_c\n\nKiitos',
      ),
    ).toEqual([
      { text: 'Avaa linkki:\n\n' },
      { href: 'http://localhost:4321/tilaukset/etsi-tilauksesi?vahvistus=a-b_c' },
      { text: '\n\nKiitos' },
    ]);
  });

  it('leaves a trailing full stop or parenthesis to the text', () => {
    expect(splitLinks('(katso https://example.fi/ohje).')).toEqual([
      { text: '(katso ' },
      { href: 'https://example.fi/ohje' },
      { text: ').' },
    ]);
  });

  it('answers a body without addresses as one text, and an empty body as nothing', () => {
    expect(splitLinks('Hei, ei linkkejä.')).toEqual([{ text: 'Hei, ei linkkejä.' }]);
    expect(splitLinks('')).toEqual([]);
  });
});
