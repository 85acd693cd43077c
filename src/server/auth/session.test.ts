import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "../testing/databases";
import {
  CookieJar,
  signupBody,
  startTestServer,
  strongPassword,
  type TestServer,
  tokenFromMail,
} from "../testing/server-kit";

describe("sessions over https", () => {
  const origin = "https://jobtrail.example";
  const [database] = testDatabases();
  let server: TestServer;
  const jar = new CookieJar();

  beforeAll(async () => {
    server = await startTestServer(database!, { APP_URL: origin });
    const headers = { origin };
    await server.request("/api/auth/sign-up/email", { json: signupBody("ada@example.com"), headers });
    const token = tokenFromMail(server.mailer, "ada@example.com", "token_hash");
    await server.request(`/api/auth/verify-email?token=${token}`, { headers });
    const signIn = await server.request("/api/auth/sign-in/email", {
      json: { email: "ada@example.com", password: strongPassword, rememberMe: true },
      headers,
      jar,
    });
    expect(signIn.status).toBe(200);
  });
  afterAll(() => server.dispose());

  it("reads the __Host- session cookie it sets over https", async () => {
    expect(jar.header()).toContain("__Host-better-auth.session_token=");
    expect((await server.request("/api/profile", { jar })).status).toBe(200);
  });

  it("takes writes from the https origin and refuses the same page over http", async () => {
    const application = {
      company: "Acme",
      jobTitle: "Engineer",
      applicationDate: "2026-03-01",
      status: "Applied",
    };
    const ours = await server.request("/api/applications", { jar, json: application, headers: { origin } });
    expect(ours.status).toBe(201);
    const plain = await server.request("/api/applications", {
      jar,
      json: { ...application, company: "Globex" },
      headers: { origin: "http://jobtrail.example" },
    });
    expect(plain.status).toBe(403);
  });
});
