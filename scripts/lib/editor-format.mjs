// The content editor's own file format (issue 36 item 3): a content file written the way
// Keystatic writes it when an editor saves, so that an editor's save changes only what the editor
// changed. Keystatic reads a file into its form state and writes the whole state back (schema
// order, every field, js-yaml for the data, its Markdown printer for the body); this module does
// the same with Keystatic's own field parsers and serialisers, in Node.
//
// Keystatic's Node build leaves out the editor (its Markdown field cannot parse there), so the
// package is resolved to its browser build for this process: `useBrowserKeystatic()` must run
// before keystatic.config.ts is imported.
import { registerHooks } from 'node:module';
import { dump, load } from 'js-yaml';

let hooked = false;
/** Resolves `@keystatic/core` to its browser build (the one the editor runs) from now on. */
export function useBrowserKeystatic() {
  if (hooked) return;
  hooked = true;
  const browserBuild = new URL(
    '../../node_modules/@keystatic/core/dist/keystatic-core.js',
    import.meta.url,
  ).href;
  registerHooks({
    resolve(specifier, context, next) {
      if (specifier === '@keystatic/core') {
        return { url: browserBuild, format: 'module', shortCircuit: true };
      }
      return next(specifier, context);
    },
  });
}

const decoder = new TextDecoder();
const encoder = new TextEncoder();

/** Keystatic's front matter split: the YAML between the first two '---' lines, and the rest. */
function splitFrontmatter(bytes) {
  const match = decoder.decode(bytes).match(/^---(?:\r?\n([^]*?))?\r?\n---\r?\n?/);
  if (!match) return { frontmatter: '', content: bytes };
  return {
    frontmatter: match[1] ?? '',
    content: bytes.slice(encoder.encode(match[0]).byteLength),
  };
}

/**
 * The stored value of `schema` parsed into the editor's state (Keystatic's parseProps: null is
 * no value; the entry's slug goes only to its slug field; the body comes from `content`).
 */
function parseValue(schema, stored, ctx, isSlugField) {
  const value = stored === null ? undefined : stored;
  if (schema.kind === 'form') {
    if (schema.formKind === 'content') {
      return schema.parse(value, {
        content: ctx.content,
        other: new Map(),
        external: new Map(),
        slug: ctx.slug,
      });
    }
    if (schema.formKind === 'slug') {
      return schema.parse(value, isSlugField ? { slug: ctx.slug } : undefined);
    }
    if (schema.formKind !== undefined) {
      throw new Error(`Kenttätyyppiä ${schema.formKind} ei osata muotoilla.`);
    }
    return schema.parse(value);
  }
  if (schema.kind === 'object') {
    const object = value ?? {};
    const unknown = Object.keys(object).filter((key) => !(key in schema.fields));
    if (unknown.length > 0) throw new Error(`Tuntemattomat kentät: ${unknown.join(', ')}`);
    return Object.fromEntries(
      Object.entries(schema.fields).map(([key, field]) => [
        key,
        parseValue(field, object[key], ctx, ctx.slugField === key && schema === ctx.root),
      ]),
    );
  }
  if (schema.kind === 'array') return (value ?? []).map((v) => parseValue(schema.element, v, ctx));
  throw new Error(`Kenttätyyppiä ${schema.kind} ei osata muotoilla.`);
}

/** The editor's state written back (Keystatic's serializeProps), the body into `ctx.body`. */
function serializeValue(schema, value, ctx, isSlugField) {
  if (schema.kind === 'form') {
    if (schema.formKind === 'content') {
      const out = schema.serialize(value, { slug: ctx.slug });
      ctx.body = out.content;
      return out.value;
    }
    if (isSlugField) return schema.serializeWithSlug(value).value;
    return schema.serialize(value).value;
  }
  if (schema.kind === 'object') {
    return Object.fromEntries(
      Object.entries(schema.fields)
        .map(([key, field]) => [
          key,
          serializeValue(field, value[key], ctx, ctx.slugField === key && schema === ctx.root),
        ])
        .filter(([, v]) => v !== undefined),
    );
  }
  return value.map((v) => serializeValue(schema.element, v, ctx) ?? null);
}

/**
 * A collection entry's or singleton's file as the editor would save it unchanged.
 * `entry` is the collection or singleton of keystatic.config.ts; `slug` the entry's id (its
 * path under the collection's folder, without extension), undefined for a singleton.
 * Throws (Finnish) on a field the schema does not have.
 */
export function formatAsEditor(entry, bytes, slug) {
  const contentField = typeof entry.format === 'object' ? entry.format.contentField : undefined;
  const { frontmatter, content } = contentField
    ? splitFrontmatter(bytes)
    : { frontmatter: decoder.decode(bytes), content: undefined };
  const root = { kind: 'object', fields: entry.schema };
  const ctx = { root, slug, slugField: entry.slugField, content, body: undefined };
  const state = parseValue(root, load(frontmatter) ?? {}, ctx);
  const data = dump(serializeValue(root, state, ctx));
  if (!contentField) return data;
  return `---\n${data}---\n${decoder.decode(ctx.body ?? new Uint8Array())}`;
}
