import { describe, expect, it } from 'vitest';
import { pageIn } from '~/islands/my-data/change-history-list';

describe('the change history page in the address', () => {
  it('reads ?sivu=', () => {
    expect(pageIn('?sivu=3')).toBe(3);
    expect(pageIn('')).toBe(1);
  });

  it.each(['?sivu=0', '?sivu=-1', '?sivu=2.5', '?sivu=kaksi', '?sivu=10001'])(
    'shows the first page for %s',
    (search) => expect(pageIn(search)).toBe(1),
  );
});
