import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import * as icons from '~/components/icons/icons';
import { lucideInnerMarkup } from '../../../scripts/lib/vite-lucide-icons.mjs';

const require = createRequire(import.meta.url);
const lucideFile = (name: string) => require.resolve(`lucide-static/icons/${name}.svg`);

describe('Lucide icons inlined at build time', () => {
  it("keeps an icon's shapes and drops the comment, the whitespace and the shared <svg>", () => {
    const inner = lucideInnerMarkup(readFileSync(lucideFile('menu'), 'utf8'));
    expect(inner).toBe('<path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/>');
  });

  it('gives every icon the portal imports as its shapes alone', () => {
    const markups = Object.values(icons);
    expect(markups.length).toBeGreaterThan(5);
    for (const markup of markups) {
      expect(markup).toMatch(/^<(path|circle|line|rect|polyline|polygon) /);
      expect(markup).not.toMatch(/<svg|<!--|\n/);
    }
  });

  it('refuses an icon whose <svg> differs from the one the components draw', () => {
    const filled = readFileSync(lucideFile('menu'), 'utf8').replace('fill="none"', 'fill="red"');
    expect(() => lucideInnerMarkup(filled, 'menu.svg')).toThrow(/menu.svg: attributes differ/);
  });
});
