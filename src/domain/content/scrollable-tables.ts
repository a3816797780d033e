/**
 * Wraps every table of an article's HTML in a focusable, labelled scroll region (issue 20 item
 * 8): a wide table scrolls inside its own box on a phone instead of the whole page, and keyboard
 * users can scroll it (axe: scrollable-region-focusable). The label names the section the table
 * stands in ("Taulukko: Esimerkkilasku"), or just "Taulukko" before any heading.
 */
export function wrapTablesInScrollRegions(html: string): string {
  let heading = '';
  return html.replace(
    /<h[2-6][^>]*>([\s\S]*?)<\/h[2-6]>|<table[\s>][\s\S]*?<\/table>/g,
    (match: string, headingHtml: string | undefined) => {
      if (headingHtml !== undefined) {
        heading = plainText(headingHtml);
        return match;
      }
      const label = heading ? `Taulukko: ${heading}` : 'Taulukko';
      return `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(label)}">${match}</div>`;
    },
  );
}

/** Text of an HTML fragment: tags dropped, the few entities a heading may hold decoded. */
function plainText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
