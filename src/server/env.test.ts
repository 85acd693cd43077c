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
    [{ S3_BUCKET: "jobtrail" }, "S3_BUCKET: S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY"],
    [{ S3_ENDPOINT: "minio:9000" }, "S3_ENDPOINT: must be an http(s) URL"],
  ])("stops on %o with a message naming the variable", (input, message) => {
    expect(() => parseEnv(input)).toThrow(EnvError);
    expect(() => parseEnv(input)).toThrow(message);
  });

  it("keeps file bytes in a bucket when S3 is set, in DATA_DIR/blobs otherwise", () => {
    expect(parseEnv({}).s3).toBeUndefined();
    expect(
      parseEnv({
        S3_BUCKET: "jobtrail",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_ENDPOINT: "http://minio:9000",
      }).s3,
    ).toEqual({
      bucket: "jobtrail",
      endpoint: "http://minio:9000",
      region: "us-east-1",
      accessKeyId: "key",
      secretAccessKey: "secret",
      forcePathStyle: true,
    });
  });

  it("takes a logo service with {domain} in it, and private addresses for logos only on localhost", () => {
    expect(parseEnv({ LOGO_URL_TEMPLATE: "https://logos.example/{domain}?size=128" }).logos).toEqual({
      urlTemplate: "https://logos.example/{domain}?size=128",
      allowPrivateAddresses: false,
    });
    expect(() => parseEnv({ LOGO_URL_TEMPLATE: "https://logos.example/acme" })).toThrow(/LOGO_URL_TEMPLATE/);
    expect(() => parseEnv({ LOGO_URL_TEMPLATE: "ftp://logos.example/{domain}" })).toThrow(
      /LOGO_URL_TEMPLATE/,
    );
    expect(parseEnv({ LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true" }).logos.allowPrivateAddresses).toBe(true);
    expect(() =>
      parseEnv({ LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true", APP_URL: "https://jobtrail.example" }),
    ).toThrow(/LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES/);
    // The host must be this machine's exactly, whatever NODE_ENV says.
    for (const appUrl of [
      "http://localhost.evil.example",
      "http://localhost.evil.example:3000",
      "http://127.0.0.1.nip.example",
      "https://jobtrail.example",
    ]) {
      for (const nodeEnv of ["production", "test", "development"])
        expect(
          () => parseEnv({ LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true", APP_URL: appUrl, NODE_ENV: nodeEnv }),
          `${appUrl} (${nodeEnv})`,
        ).toThrow(/LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES/);
    }
    for (const appUrl of ["http://localhost:3000", "http://127.0.0.1:4173", "http://[::1]:3000"])
      expect(
        parseEnv({ LOGO_FETCH_ALLOW_PRIVATE_ADDRESSES: "true", APP_URL: appUrl }).logos.allowPrivateAddresses,
        appUrl,
      ).toBe(true);
  });

  it("retries a queued mail a minute after a failure unless told otherwise", () => {
    expect(parseEnv({}).mailRetrySeconds).toBe(60);
    expect(parseEnv({ MAIL_RETRY_SECONDS: "2" }).mailRetrySeconds).toBe(2);
    for (const bad of ["0", "1.5", "soon", "3601"])
      expect(() => parseEnv({ MAIL_RETRY_SECONDS: bad })).toThrow(
        "MAIL_RETRY_SECONDS: must be a whole number of seconds from 1 to 3600",
      );
  });

  it("looks for due digests every five minutes unless told otherwise", () => {
    expect(parseEnv({}).digestCheckSeconds).toBe(300);
    expect(parseEnv({ DIGEST_CHECK_SECONDS: "1" }).digestCheckSeconds).toBe(1);
    expect(() => parseEnv({ DIGEST_CHECK_SECONDS: "0" })).toThrow(
      "DIGEST_CHECK_SECONDS: must be a whole number of seconds from 1 to 3600",
    );
  });

  it("treats an empty variable as unset", () => {
    expect(parseEnv({ DATABASE_URL: "", PORT: "" })).toMatchObject({ databaseUrl: undefined, port: 3000 });
  });

  it("serves the repository's build unless WEB_ROOT names another folder", () => {
    expect(parseEnv({}).webRoot).toBeUndefined();
    expect(parseEnv({ WEB_ROOT: "builds/next" }).webRoot).toBe(path.resolve("builds/next"));
  });

  it("reads an analytics script and its data attributes, and refuses anything else", () => {
    expect(parseEnv({}).analytics).toBeUndefined();
    expect(
      parseEnv({
        ANALYTICS_SCRIPT_URL: "https://stats.example.org/umami.js",
        ANALYTICS_SCRIPT_ATTRIBUTES: "data-website-id=abc-123",
      }).analytics,
    ).toEqual({
      scriptUrl: "https://stats.example.org/umami.js",
      origin: "https://stats.example.org",
      attributes: { "data-website-id": "abc-123" },
    });
    expect(() => parseEnv({ ANALYTICS_SCRIPT_URL: "javascript:alert(1)" })).toThrow(/ANALYTICS_SCRIPT_URL/);
    expect(() =>
      parseEnv({
        ANALYTICS_SCRIPT_URL: "https://stats.example.org/a.js",
        ANALYTICS_SCRIPT_ATTRIBUTES: "onload=alert(1)",
      }),
    ).toThrow(/ANALYTICS_SCRIPT_ATTRIBUTES/);
  });
});
