import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Two checks of issue 34 that run over every page and dialog state the suite visits
// (expectAccessible in fixtures.ts): the line length of running text, and colour contrast in
// the dark colour scheme as well as the light one.

/** The longest line of running text, in characters (issue 34 item 6; docs/design.md). */
export const LONGEST_LINE = 75;

/**
 * Running text with a line longer than LONGEST_LINE characters (spaces included) at the current
 * width, each named with its longest line and its first words. Only running text counts:
 * paragraphs, list items and definitions in the main content or a dialog that hold text alone,
 * not tables, cards or controls. The lines are the ones the browser drew, found character by
 * character, for the blocks wide enough to come near the limit (by their average character).
 */
export async function longLines(page: Page): Promise<string[]> {
  return page.evaluate((limit) => {
    const canvas = document.createElement('canvas').getContext('2d');
    if (!canvas) return [];
    const range = document.createRange();
    /** The most characters on one drawn line of the block, one space between its words. */
    const longestLine = (block: HTMLElement): number => {
      const lines = new Map<number, number>();
      let previousLine: number | null = null;
      let spaceBefore = false;
      const walker = document.createTreeWalker(block, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        // Words for screen readers only (.visually-hidden, a 1 px box) are on no line.
        if ((node.parentElement?.getBoundingClientRect().width ?? 0) <= 1) continue;
        const text = node.textContent ?? '';
        for (let i = 0; i < text.length; i++) {
          if (/\s/.test(text[i] ?? '')) {
            spaceBefore = true;
            continue;
          }
          range.setStart(node, i);
          range.setEnd(node, i + 1);
          const box = range.getClientRects()[0];
          if (!box) continue;
          const middle = box.top + box.height / 2;
          const line =
            [...lines.keys()].find((top) => Math.abs(top - middle) < box.height / 2) ?? middle;
          // A space counts when it is between two words of the same line, not at a line break.
          const space = spaceBefore && line === previousLine ? 1 : 0;
          lines.set(line, (lines.get(line) ?? 0) + 1 + space);
          previousLine = line;
          spaceBefore = false;
        }
      }
      return Math.max(0, ...lines.values());
    };
    const long: string[] = [];
    const blocks = document.querySelectorAll<HTMLElement>(
      'main p, main li, main dd, main blockquote, dialog[open] p, dialog[open] li',
    );
    for (const block of blocks) {
      // A list item or definition holding blocks (a card, a button) is not a line of text.
      if ([...block.children].some((c) => !getComputedStyle(c).display.startsWith('inline'))) {
        continue;
      }
      const text = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text.length <= limit || block.getClientRects().length === 0) continue;
      const style = getComputedStyle(block);
      canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const averageChar = canvas.measureText(text).width / text.length;
      if (block.clientWidth / averageChar < limit - 10) continue;
      const longest = longestLine(block);
      if (longest > limit) long.push(`${longest} characters a line: "${text.slice(0, 40)}…"`);
    }
    return long;
  }, LONGEST_LINE);
}

/** What the test needs of the axe-core that AxeBuilder injected into the page. */
interface AxeInPage {
  run(
    context: Document,
    options: { runOnly: string[]; resultTypes: string[] },
  ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
}

/**
 * axe's colour-contrast findings with the reader's system set to dark (the theme's dark
 * colours, theme.css), the colour scheme put back afterwards. Only contrast: nothing else axe
 * checks changes with the scheme. Runs the axe that the light-scheme check (AxeBuilder) left in
 * the page, about 0.1–0.2 s, where a second AxeBuilder run would inject it again (over 1 s).
 */
export async function darkSchemeContrast(page: Page): Promise<string[]> {
  const wasDark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
  if (!wasDark) await page.emulateMedia({ colorScheme: 'dark' });
  try {
    // Colours that change by a transition (the content editor's) are read when it has ended;
    // an endless animation (a spinner) is not waited for.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a instanceof CSSTransition)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    );
    const injected = await page.evaluate(() => 'axe' in window);
    const violations = injected
      ? await page.evaluate(
          async () =>
            (
              await (window as unknown as { axe: AxeInPage }).axe.run(document, {
                runOnly: ['color-contrast'],
                resultTypes: ['violations'],
              })
            ).violations,
        )
      : (await new AxeBuilder({ page }).withRules(['color-contrast']).analyze()).violations;
    return violations.map(
      (v) => `${v.id} (dark): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  } finally {
    if (!wasDark) await page.emulateMedia({ colorScheme: 'light' });
  }
}
