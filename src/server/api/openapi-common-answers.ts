// The answers of the checks every request passes before its route (app.ts: the origin and media
// type of a mutation, the body's size, a NUL character in the address or query), written into
// each operation they can come from, so the document lists every status an operation can give
// (issue 35 item 5). An operation's own description of a status is kept.

type Operation = { requestBody?: unknown; responses?: Record<string, unknown> };

const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
});

const ANY_REQUEST = {
  400: errorAnswer(
    'Bad request: a NUL character in the address or query (validation-failed), or input the ' +
      'operation refuses',
  ),
};
const MUTATION = {
  403: errorAnswer('From another site: the Origin is not the portal\u2019s (bad-origin)'),
};
const WITH_BODY = {
  413: errorAnswer('The body is larger than the operation takes (payload-too-large)'),
  415: errorAnswer('The body is not JSON (unsupported-media-type)'),
};

/** The document with the common answers added where an operation does not list them. */
export function withCommonAnswers<T extends { paths?: object }>(doc: T): T {
  const paths: Record<string, Record<string, Operation>> = {};
  const given = (doc.paths ?? {}) as Record<string, Record<string, Operation>>;
  for (const [path, byMethod] of Object.entries(given)) {
    paths[path] = {};
    for (const [method, op] of Object.entries(byMethod)) {
      const common = {
        ...ANY_REQUEST,
        ...(method === 'get' ? {} : MUTATION),
        ...(op.requestBody ? WITH_BODY : {}),
      };
      paths[path][method] = { ...op, responses: { ...common, ...op.responses } };
    }
  }
  return { ...doc, paths };
}
