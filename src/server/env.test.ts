import path from "node:path";
import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("settings", () => {
  it("has working defaults for a laptop", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      port: 3000,
      dataDir: path.resolve("./data"),
      databaseUrl: undefined,
      appUrl: "http://localhost:3000",
      secureCookies: false,
      requireEmailVerification: true,
      apple: undefined,
    });
  });

  it("derives secure cookies from an https APP_URL and trims its slash", () => {
    const env = parseEnv({ APP_URL: "https://jobtrail.example.com/" });
    expect(env.appUrl).toBe("https://jobtrail.example.com");
    expect(env.secureCookies).toBe(true);
  });

  it.each([
    [{ PORT: "eighty" }, "PORT: must be a port number"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL: must be a postgres:// or postgresql:// URL"],
    [{ APP_URL: "ftp://x" }, "APP_URL: must be an http(s) URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET: must be at least 32 characters"],
    [{ SMTP_URL: "http://mail" }, "SMTP_URL: must be an smtp:// or smtps:// URL"],
    [{ REQUIRE_EMAIL_VERIFICATION: "maybe" }, "REQUIRE_EMAIL_VERIFICATION: must be true or false"],
    [
      { APPLE_CLIENT_ID: "com.example" },
      "APPLE_CLIENT_SECRET: APPLE_CLIENT_ID and APPLE_CLIENT_SECRET must be set together",
    ],
  ])("stops on %o with a message naming the variable", (input, message) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    expect(() => parseEnv(input)).toThrow(message);
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });
});
