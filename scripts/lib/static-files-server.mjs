// The built site's static files alone (dist/client), as a CDN would serve them: no API, no
// on-demand pages. For the search measurements and for the browser test that search works while
// the API is down. Listens on 127.0.0.1 only.
import { createServer } from 'node:http';
import sirv from 'sirv';

/**
 * @param {string} clientDir the built site, e.g. dist/client
 * @returns {Promise<{ base: string, close: () => Promise<void> }>}
 */
export async function startStaticFilesServer(clientDir) {
  const serve = sirv(clientDir, { extensions: ['html'], brotli: true, gzip: true, dev: false });
  const server = createServer((req, res) =>
    serve(req, res, () => {
      res.statusCode = 404;
      res.end('Not found');
    }),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    base: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
