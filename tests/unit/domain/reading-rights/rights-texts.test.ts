import { describe, expect, it } from 'vitest';
import { removalQuestion, rightTitle } from '~/domain/reading-rights/rights-texts';

const right = {
  status: 'INVITED' as const,
  email: '',
  readerName: null,
  invitedAtLabel: '26.11.2026',
};

describe('rightTitle and removalQuestion (issue 30 item 5)', () => {
  it('names a link invitation by its day, never as nothing', () => {
    expect(rightTitle(right)).toBe('Kutsulinkki, luotu 26.11.2026');
    expect(removalQuestion(right)).toBe(
      'Haluatko varmasti perua kutsulinkin, joka on luotu 26.11.2026? Linkillä ei voi sen jälkeen aktivoida lukuoikeutta.',
    );
  });

  it('names an e-mail invitation by its address and a claimed right by its reader', () => {
    const invited = { ...right, email: 'lukija@example.fi' };
    expect(rightTitle(invited)).toBe('lukija@example.fi');
    expect(removalQuestion(invited)).toBe(
      'Haluatko varmasti perua kutsun osoitteeseen lukija@example.fi?',
    );
    const claimed = { ...invited, status: 'ACTIVE' as const, readerName: 'Matti Meikäläinen' };
    expect(rightTitle(claimed)).toBe('Matti Meikäläinen');
    expect(removalQuestion(claimed)).toContain('käyttäjältä Matti Meikäläinen?');
    expect(rightTitle({ ...claimed, readerName: null })).toBe('lukija@example.fi');
  });
});
