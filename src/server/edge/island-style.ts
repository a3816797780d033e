// Astro writes the style of its island elements (`astro-island { display: contents }`) just
// before the first island, inside <body>, where HTML allows no <style> (validators flag it on
// every page with an island: issue 35 item 6). It belongs in the head; the CSP hash Astro gives
// it does not depend on where it stands.

const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

/** The page with the island style moved to the end of its head (unchanged without one). */
export function islandStyleInHead(html: string): string {
  const at = html.indexOf(ISLAND_STYLE);
  const headEnd = html.indexOf('</head>');
  if (at === -1 || headEnd === -1 || at < headEnd) return html;
  const without = html.slice(0, at) + html.slice(at + ISLAND_STYLE.length);
  return without.slice(0, headEnd) + ISLAND_STYLE + without.slice(headEnd);
}
