/**
 * Runs one statement on the PostgreSQL server of `serverUrl` over a connection of its own (create
 * or drop a database: statements that cannot run inside a database they touch).
 */
export function postgresAdmin(serverUrl: string): (statement: string) => Promise<void> {
  return async (statement) => {
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
}
