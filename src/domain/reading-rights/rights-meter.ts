/** What one part of the reading-rights meter stands for (issue 34). */
export type MeterPart = 'claimed' | 'pending' | 'free';

/** Up to this many rights the meter draws one box per right; more are drawn as a bar. */
const MAX_BOXES = 10;

export interface RightsMeter {
  /** One box per right (claimed first, then open invitations, then free); empty for a bar. */
  boxes: MeterPart[];
  /** The bar's parts in per cent of its width, for more rights than boxes. */
  bar: { claimed: number; pending: number; free: number } | null;
  /** The whole picture in words, for a screen reader and as the caption: '1 / 3 käytössä'. */
  caption: string;
  description: string;
}

/**
 * The reading-rights meter: how many of a subscription's rights are taken (claimed by a reader),
 * promised (an open invitation) and free. More shared than there are rights (a company that
 * lowered its reader count) fills the meter, never more.
 */
export function rightsMeter(total: number, claimed: number, pending: number): RightsMeter {
  const c = Math.min(claimed, total);
  const p = Math.min(pending, total - c);
  const free = total - c - p;
  const description =
    `Lukuoikeuksia ${total}: ${c} käytössä, ${p} ${p === 1 ? 'kutsu odottaa' : 'kutsua odottaa'}, ` +
    `${free} vapaana.`;
  const caption = `${c + p} / ${total} jaettu`;
  if (total <= MAX_BOXES) {
    const boxes: MeterPart[] = [
      ...Array<MeterPart>(c).fill('claimed'),
      ...Array<MeterPart>(p).fill('pending'),
      ...Array<MeterPart>(free).fill('free'),
    ];
    return { boxes, bar: null, caption, description };
  }
  const percent = (n: number) => Math.round((n / total) * 1000) / 10;
  return {
    boxes: [],
    bar: { claimed: percent(c), pending: percent(p), free: percent(free) },
    caption,
    description,
  };
}
