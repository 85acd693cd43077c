// One statement as PostgreSQL's administrator (creating and dropping the suites' databases),
// on a connection of its own that is closed afterwards.
import pg from "pg";

export async function asPostgresAdmin<T>(baseUrl: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
