// Lucide's icons (lucide-static, ISC) inlined at build time (issue 34): importing
// `lucide-static/icons/<name>.svg?icon` gives the icon's inner SVG markup as a string, without
// the comment, the whitespace and the <svg> element whose attributes every Lucide icon shares;
// src/components/icons (Icon.astro, icon.tsx) draw that element once. A page's JavaScript
// carries only the icons its islands show, about 100 bytes each.
import { readFileSync } from 'node:fs';

/** The <svg> attributes every Lucide icon has; an icon with others is refused, not drawn wrong. */
const SHARED_ATTRIBUTES = [
  'viewBox="0 0 24 24"',
  'fill="none"',
  'stroke="currentColor"',
  'stroke-width="2"',
  'stroke-linecap="round"',
  'stroke-linejoin="round"',
];

/** The inner markup of one Lucide SVG file. */
export function lucideInnerMarkup(svg, file = 'icon') {
  const open = /<svg\b([^>]*)>/.exec(svg);
  if (!open) throw new Error(`${file}: no <svg> element`);
  const attributes = open[1] ?? '';
  const missing = SHARED_ATTRIBUTES.filter((a) => !attributes.includes(a));
  if (missing.length > 0) throw new Error(`${file}: attributes differ (${missing.join(', ')})`);
  const end = svg.lastIndexOf('</svg>');
  return svg
    .slice(open.index + open[0].length, end)
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/\s*\n\s*/g, '')
    .replace(/\s+\/>/g, '/>')
    .trim();
}

/** @returns {import('vite').Plugin} */
export function lucideIcons() {
  return {
    name: 'portal-lucide-icons',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.svg?icon')) return null;
      const file = id.slice(0, -'?icon'.length);
      return `export default ${JSON.stringify(lucideInnerMarkup(readFileSync(file, 'utf8'), file))};`;
    },
  };
}
