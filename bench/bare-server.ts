// The yardstick for the signed-in read: a bare Node HTTP server doing the same two queries
// as JobTrail's `GET /api/applications/:id` (the session by its token with its user, then
// the row) with `pg` and nothing else. Started by bench/session.ts as its own process.
import http from "node:http";
import pg from "pg";

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const port = Number(process.env.PORT);

function sessionToken(cookie: string | undefined): string | undefined {
  const value = cookie
    ?.split(";")
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith("better-auth.session_token="))
    ?.slice("better-auth.session_token=".length);
  return value ? decodeURIComponent(value).split(".")[0] : undefined;
}

http
  .createServer(async (request, response) => {
    try {
      const token = sessionToken(request.headers.cookie);
      const session = await pool.query({
        name: "session",
        text: `select u.id, u.email from session s join "user" u on u.id = s.user_id
               where s.token = $1 and s.expires_at > now()`,
        values: [token],
      });
      const user = session.rows[0];
      if (!user) {
        response.writeHead(401).end();
        return;
      }
      const id = request.url?.split("/").at(-1);
      const found = await pool.query({
        name: "application",
        text: `select a.*, c.name as company from applications a join companies c on c.id = a.company_id
               where a.id = $1 and a.user_id = $2`,
        values: [id, user.id],
      });
      if (!found.rows[0]) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(found.rows[0]));
    } catch {
      response.writeHead(500).end();
    }
  })
  .listen(port, "127.0.0.1", () => console.log(`bare server on ${port}`));
