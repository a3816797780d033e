import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { titleSlug } from '~/domain/content/urls';

// Rules on the content files that the zod schemas of src/content.config.ts cannot state (they see
// one entry at a time): references between entries, ids that must exist, ids that would collide
// with other routes. Astro resolves `reference()` lazily, so a typo in `related` would only drop
// the link silently; this test fails instead.

const CONTENT = join(import.meta.dirname, '../../../src/content');

type Frontmatter = Record<string, string | string[]>;

/** The top level of a YAML front matter or file: lists as lists, every other value as its text. */
function parseTopLevel(yaml: string): Frontmatter {
  const parsed = (parse(yaml) ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(parsed).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map(String) : String(value),
    ]),
  );
}

function frontmatterOf(path: string): Frontmatter {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path, 'utf8'));
  if (!match) throw new Error(`${path}: no frontmatter`);
  return parseTopLevel(match[1] ?? '');
}

/** Entries of a glob-loaded collection: id (path without extension) -> top-level fields. */
function collection(dir: string, ext: RegExp): Map<string, Frontmatter> {
  const entries = new Map<string, Frontmatter>();
  for (const rel of readdirSync(join(CONTENT, dir), { recursive: true, encoding: 'utf8' })) {
    if (!ext.test(rel)) continue;
    const path = join(CONTENT, dir, rel);
    const id = rel.replace(ext, '').split('\\').join('/');
    entries.set(
      id,
      /\.ya?ml$/.test(rel) ? parseTopLevel(readFileSync(path, 'utf8')) : frontmatterOf(path),
    );
  }
  return entries;
}

const list = (v: string | string[] | undefined): string[] => (Array.isArray(v) ? v : []);
const text = (v: string | string[] | undefined): string => (typeof v === 'string' ? v : '');

const articles = collection('articles', /\.mdx?$/);
const topics = collection('topics', /\.ya?ml$/);
const families = collection('product-families', /\.ya?ml$/);
const products = collection('products', /\.ya?ml$/);
const campaigns = collection('campaigns', /\.mdx?$/);
const notices = collection('notices', /\.mdx?$/);
const published = [...articles].filter(([, a]) => text(a.draft) !== 'true');

/** A URL segment: lowercase ASCII words joined by hyphens. */
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;

describe('the parser of this test', () => {
  it('reads scalars, inline lists and block lists', () => {
    expect(
      parseTopLevel('title: "Otsikko: kaksi"\nrelated:\n  - a\n  - b\ntags: [x, y]\nn: 3'),
    ).toEqual({
      title: 'Otsikko: kaksi',
      related: ['a', 'b'],
      tags: ['x', 'y'],
      n: '3',
    });
  });

  it('finds the content', () => {
    expect(articles.size).toBeGreaterThan(10);
    expect(topics.size).toBeGreaterThan(0);
    expect(families.size).toBeGreaterThan(0);
  });
});

describe('articles', () => {
  it('have URL-safe ids, and none is "sivu" (the path of topic pages 2..n)', () => {
    for (const id of articles.keys()) {
      expect(id, `article id ${id}`).toMatch(SLUG);
      expect(id, `article id ${id}`).not.toMatch(/^sivu(-\d+)?$/);
    }
  });

  it('name an existing topic and existing product families', () => {
    for (const [id, a] of articles) {
      expect(topics.has(text(a.topic)), `${id}: topic ${text(a.topic)}`).toBe(true);
      for (const f of list(a.productFamilies)) {
        expect(families.has(f), `${id}: product family ${f}`).toBe(true);
      }
    }
  });

  it('relate to at most five other existing articles, each once; published ones to published ones', () => {
    for (const [id, a] of articles) {
      const related = list(a.related);
      expect(related.length, `${id}: related`).toBeLessThanOrEqual(5);
      expect(new Set(related).size, `${id}: duplicate related ids`).toBe(related.length);
      for (const r of related) {
        expect(articles.has(r), `${id}: related article ${r} does not exist`).toBe(true);
        expect(r, `${id} relates to itself`).not.toBe(id);
      }
    }
    for (const [id, a] of published) {
      for (const r of list(a.related)) {
        // A draft would be dropped from the built page without a word.
        expect(text(articles.get(r)?.draft), `${id}: related article ${r} is a draft`).not.toBe(
          'true',
        );
      }
    }
  });

  it('have distinct title slugs (the /tuotteet/{product}/{title} addresses)', () => {
    const seen = new Map<string, string>();
    for (const [id, a] of published) {
      const slug = titleSlug(text(a.title));
      expect(seen.get(slug), `${id} and ${seen.get(slug)} share the title slug ${slug}`).toBe(
        undefined,
      );
      seen.set(slug, id);
    }
  });

  it('include the published articles that other parts of the portal link to', () => {
    const required: [string, string][] = [
      ['jakelun-keskeytys', 'jakelu'],
      ['laskun-tulkinta', 'maksaminen-ja-laskutus'],
    ];
    for (const [id, topic] of required) {
      const a = articles.get(id);
      expect(a, `required article ${id}`).toBeDefined();
      expect(text(a?.topic), `${id} topic`).toBe(topic);
      expect(text(a?.draft), `${id} is a draft`).not.toBe('true');
    }
  });

  // Issue 20 item 15: no published article may send a customer to a page or button that does not
  // exist. The account pages of issue 14 (/tili and everything under it) are built, so their path
  // is allowed again; the articles name them as the UI does: the header link and page "Tili" (not
  // "Oma tili") and the link and button "Poista käyttäjätili" (not "Poista tili"). Sharing reading
  // rights is not built yet: take "Jaa lukuoikeus" out of this list when it lands.
  it('name no portal page or button that does not exist yet', () => {
    const missing: [string, RegExp][] = [
      ['the account page "Oma tili" (the UI calls it "Tili")', /Oma tili/i],
      ['the button "Jaa lukuoikeus"', /Jaa lukuoikeus/i],
      ['the button "Poista tili" (the UI says "Poista käyttäjätili")', /Poista tili/i],
    ];
    for (const [id] of published) {
      const file = readdirSync(join(CONTENT, 'articles')).find((f) =>
        new RegExp(`^${id}\\.mdx?$`).test(f),
      );
      const source = readFileSync(join(CONTENT, 'articles', file ?? `${id}.md`), 'utf8');
      for (const [what, pattern] of missing) {
        expect(pattern.test(source), `${id} names ${what}`).toBe(false);
      }
    }
  });

  it('carry a summary that fits lists and meta descriptions', () => {
    for (const [id, a] of articles) {
      expect(text(a.summary).length, `${id}: summary length`).toBeGreaterThanOrEqual(30);
      expect(text(a.summary).length, `${id}: summary length`).toBeLessThanOrEqual(200);
      expect(text(a.updated), `${id}: updated`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });
});

describe('topics, products, campaigns and notices', () => {
  it('topic ids are URL-safe and do not shadow the contact page /aihe/yhteystiedot', () => {
    for (const id of topics.keys()) {
      expect(id).toMatch(SLUG);
      expect(id).not.toBe('yhteystiedot');
    }
  });

  it('every topic has at least one published article', () => {
    for (const id of topics.keys()) {
      expect(
        published.some(([, a]) => text(a.topic) === id),
        `topic ${id} has no articles`,
      ).toBe(true);
    }
  });

  it('products, campaigns and notices name existing product families', () => {
    for (const [id, p] of products) {
      expect(id).toMatch(SLUG);
      expect(families.has(text(p.family)), `product ${id}: family ${text(p.family)}`).toBe(true);
    }
    for (const [id, c] of campaigns) {
      const family = text(c.productFamily);
      expect(families.has(family), `campaign ${id}: family ${family}`).toBe(true);
      expect(text(c.validFrom) <= text(c.validUntil), `campaign ${id}: dates`).toBe(true);
    }
    for (const [id, n] of notices) {
      for (const f of list(n.productFamilies)) {
        expect(families.has(f), `notice ${id}: family ${f}`).toBe(true);
      }
    }
  });
});
