import type { APIRoute } from 'astro';
import { getCollection } from 'astro:content';
import { refuseOutsideEditor } from '~/components/content/editor-access';
import { type ReferringEntry, referrersOf } from '~/domain/content/referrers';

// GET /sisaltoeditori/viittaukset?artikkeli=<id>: the content that refers to an article, for the
// content editor's delete dialog (src/islands/content-editor/delete-warning.ts, issue 36 item 2).
// Injected only where the editor is (scripts/lib/content-editor-integration.mjs); not a route by
// itself (the leading underscore).
export const prerender = false;

export const GET: APIRoute = async ({ url, cookies }) => {
  const refused = refuseOutsideEditor(cookies);
  if (refused) return refused;
  const [articles, notices, campaigns, benefits] = await Promise.all([
    getCollection('articles'),
    getCollection('notices'),
    getCollection('campaigns'),
    getCollection('benefits'),
  ]);
  const other = (kind: string) => (e: { id: string; data: { title: string }; body?: string }) => ({
    kind,
    id: e.id,
    title: e.data.title,
    related: [],
    body: e.body ?? '',
  });
  const entries: ReferringEntry[] = [
    ...articles.map((a) => ({
      kind: 'Ohjeartikkeli',
      id: a.id,
      title: a.data.title,
      related: a.data.related.map((r) => r.id),
      body: a.body ?? '',
    })),
    ...notices.map(other('Tiedote')),
    ...campaigns.map(other('Kampanja')),
    ...benefits.map(other('Asiakasetu')),
  ];
  const referrers = referrersOf(url.searchParams.get('artikkeli') ?? '', entries);
  return Response.json({ referrers }, { headers: { 'Cache-Control': 'no-store' } });
};
