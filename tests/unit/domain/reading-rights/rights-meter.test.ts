import { describe, expect, it } from 'vitest';
import { rightsMeter } from '~/domain/reading-rights/rights-meter';

describe('rightsMeter', () => {
  it('draws one box per right: claimed, then invited, then free', () => {
    expect(rightsMeter(3, 1, 0)).toEqual({
      boxes: ['claimed', 'free', 'free'],
      bar: null,
      caption: '1 / 3 jaettu',
      description: 'Lukuoikeuksia 3: 1 käytössä, 0 kutsua odottaa, 2 vapaana.',
    });
    expect(rightsMeter(3, 1, 1).boxes).toEqual(['claimed', 'pending', 'free']);
    expect(rightsMeter(3, 1, 1).description).toBe(
      'Lukuoikeuksia 3: 1 käytössä, 1 kutsu odottaa, 1 vapaana.',
    );
  });

  it('never shows more shared than there are rights', () => {
    const m = rightsMeter(2, 2, 1);
    expect(m.boxes).toEqual(['claimed', 'claimed']);
    expect(m.caption).toBe('2 / 2 jaettu');
  });

  it('draws a bar in per cent for more than ten rights', () => {
    const m = rightsMeter(50, 10, 5);
    expect(m.boxes).toEqual([]);
    expect(m.bar).toEqual({ claimed: 20, pending: 10, free: 70 });
    expect(m.caption).toBe('15 / 50 jaettu');
  });

  it('is empty, not broken, for no rights', () => {
    expect(rightsMeter(0, 0, 0)).toMatchObject({ boxes: [], caption: '0 / 0 jaettu' });
  });
});
