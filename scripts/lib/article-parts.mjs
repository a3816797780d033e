// The searchable parts of a built article page, read from its HTML without a DOM (the search
// build reads every page; scripts/build-search.mjs). Pure.

const VOID = new Set('area base br col embed hr img input link meta source track wbr'.split(' '));
const RAW_TEXT = new Set(['script', 'style', 'template', 'noscript']);
const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', shy: '' };

const decode = (text) =>
  text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (whole, name) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
  });

const hasAttr = (attrs, name) => new RegExp(`\\s${name}(?=[\\s=/]|$)`).test(attrs);
const attrValue = (attrs, name) => {
  const m = new RegExp(`\\s${name}="([^"]*)"`).exec(attrs);
  return m ? decode(m[1]) : '';
};
const clean = (parts) => decode(parts.join(' ')).replace(/\s+/g, ' ').trim();

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

/**
 * Ends the text so far as a sentence, unless it already ends in punctuation: a heading read into
 * running text ("E-lasku" then "E-lasku tulee…") reads "E-lasku. E-lasku tulee…" in an excerpt.
 */
function endSentence(parts) {
  const at = parts.findLastIndex((part) => part.trim() !== '');
  const last = parts[at]?.trimEnd() ?? '';
  if (last && !/[.!?:;…]$/.test(last)) parts[at] = `${last}.`;
}

/**
 * The searchable parts of a page: the first data-search-body element's data-search-topic and
 * data-search-families, the text of its data-search-title and data-search-summary elements, and
 * the rest of its text (without data-search-ignore parts, scripts and styles); null without one.
 */
export function articleParts(html) {
  const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][\w-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
  let body = null; // { name, depth, attrs }
  let skip = null; // { name, depth } of an ignored or raw-text element
  let field = null; // { name, depth, key } of the title or summary element
  const text = { title: [], summary: [], text: [] };
  let last = 0;
  for (let m = TAG.exec(html); m; m = TAG.exec(html)) {
    const [whole, closing, rawName = '', attrs = ''] = m;
    // Where the text before this tag went: the title, the summary or the rest.
    const key = field?.key ?? 'text';
    if (body && !skip) text[key].push(html.slice(last, m.index));
    last = m.index + whole.length;
    if (!rawName) continue; // a comment
    const name = rawName.toLowerCase();
    const selfClosing = VOID.has(name) || attrs.trimEnd().endsWith('/');
    if (!body) {
      if (!closing && hasAttr(attrs, 'data-search-body') && !selfClosing) {
        body = { name, depth: 1, attrs };
      }
      continue;
    }
    if (skip) {
      if (name === skip.name && !selfClosing) skip.depth += closing ? -1 : 1;
      if (skip.depth === 0) skip = null;
    } else if (!closing && !selfClosing) {
      if (RAW_TEXT.has(name) || hasAttr(attrs, 'data-search-ignore')) {
        skip = { name, depth: 1 };
      } else if (!field && hasAttr(attrs, 'data-search-title')) {
        field = { name, depth: 0, key: 'title' };
      } else if (!field && hasAttr(attrs, 'data-search-summary')) {
        field = { name, depth: 0, key: 'summary' };
      }
    }
    if (field && name === field.name && !selfClosing) {
      field.depth += closing ? -1 : 1;
      if (field.depth === 0) field = null;
    }
    if (name === body.name && !selfClosing) {
      body.depth += closing ? -1 : 1;
      if (body.depth === 0) {
        const families = attrValue(body.attrs, 'data-search-families');
        return {
          topic: attrValue(body.attrs, 'data-search-topic'),
          families: families ? families.split('|') : [],
          title: clean(text.title),
          summary: clean(text.summary),
          text: clean(text.text),
        };
      }
    }
    if (body && !skip && closing && HEADINGS.has(name) && key === 'text') endSentence(text.text);
    // Block boundaries separate words even without whitespace in the markup.
    if (body && !skip) text[field?.key ?? 'text'].push(' ');
  }
  return null;
}
