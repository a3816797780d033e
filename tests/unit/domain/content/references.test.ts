import { describe, expect, it } from 'vitest';
import { brokenReferences } from '~/domain/content/references';

const known = { topics: new Set(['jakelu']), articles: new Set(['a', 'b']) };

describe('brokenReferences', () => {
  it('is empty when every reference exists', () => {
    expect(
      brokenReferences(
        [
          { file: 'x.mdx', field: 'topic', collection: 'topics', id: 'jakelu' },
          { file: 'x.mdx', field: 'related[0]', collection: 'articles', id: 'b' },
        ],
        known,
      ),
    ).toEqual([]);
  });

  it('names the file, the field and the missing id', () => {
    expect(
      brokenReferences(
        [
          {
            file: 'src/content/articles/x.mdx',
            field: 'topic',
            collection: 'topics',
            id: 'ei-ole',
          },
          {
            file: 'src/content/articles/x.mdx',
            field: 'related[1]',
            collection: 'articles',
            id: 'c',
          },
          { file: 'y.yaml', field: 'family', collection: 'productFamilies', id: 'z' },
        ],
        known,
      ),
    ).toEqual([
      'src/content/articles/x.mdx: kenttä topic viittaa kohteeseen "ei-ole", jota ei ole aiheissa (src/content/topics).',
      'src/content/articles/x.mdx: kenttä related[1] viittaa kohteeseen "c", jota ei ole ohjeartikkeleissa (src/content/articles).',
      'y.yaml: kenttä family viittaa kohteeseen "z", jota ei ole tuoteperheissä (src/content/product-families).',
    ]);
  });
});
