// PostgreSQL helpers of the bench scripts that make and fill databases of their own.
import pg from 'pg';

/** Runs `fn` with a client of its own on `connectionString`, closed afterwards. */
export async function withClient(connectionString, fn) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The URL of database `name` on the server of `url` (same user, password, host and options). */
export function databaseUrl(url, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name: ${name}`);
  const other = new URL(url);
  other.pathname = `/${name}`;
  return other.toString();
}

/** The database name of `url`. */
export const databaseName = (url) => decodeURIComponent(new URL(url).pathname.slice(1));
