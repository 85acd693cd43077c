import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { AppError, errorBody, mapDatabaseError, statusOf, toAppError } from "./errors";

const pgError = (code: string, constraint?: string) =>
  Object.assign(new Error("Failed query: insert into ..."), {
    cause: { code, constraint, message: "db says no" },
  });

describe("mapDatabaseError: SQLSTATE to code, message and status", () => {
  it.each([
    ["23505", "DUPLICATE_ENTRY", "This record already exists.", 409],
    ["23503", "VALIDATION_ERROR", "Invalid data provided. Please check your input.", 400],
    ["23502", "VALIDATION_ERROR", "Invalid data provided. Please check your input.", 400],
    ["23514", "VALIDATION_ERROR", "Invalid data provided. Please check your input.", 400],
    ["42501", "RLS_DENIED", "You do not have permission to perform this action.", 403],
    ["57014", "TIMEOUT", "The request timed out. Please try again.", 503],
    ["08006", "TIMEOUT", "The request timed out. Please try again.", 503],
  ])("maps %s to %s", (code, expected, message, status) => {
    const mapped = mapDatabaseError(pgError(code))!;
    expect(mapped.code).toBe(expected);
    expect(mapped.message).toBe(message);
    expect(statusOf(mapped)).toBe(status);
  });

  it("uses the constraint's own message when it has one", () => {
    expect(mapDatabaseError(pgError("23503", "profiles_id_user_id_fk"))!.message).toBe(
      "Invalid user reference.",
    );
  });

  it("maps a rate message to RATE_LIMITED and an unreachable server to TIMEOUT", () => {
    expect(mapDatabaseError({ cause: { code: "53400", message: "rate limit exceeded" } })!.code).toBe(
      "RATE_LIMITED",
    );
    expect(mapDatabaseError(Object.assign(new Error("connect"), { code: "ECONNREFUSED" }))!.code).toBe(
      "TIMEOUT",
    );
    // The driver's words for a connection it lost, in the query then and in the next one.
    for (const message of [
      "Connection terminated unexpectedly",
      "Client has encountered a connection error and is not queryable",
    ])
      expect(mapDatabaseError({ cause: new Error(message) })?.code, message).toBe("TIMEOUT");
  });

  it("maps a full disk or an unwritable folder, the server's or the database's, to STORAGE_UNAVAILABLE", () => {
    for (const code of ["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM"]) {
      const failure = Object.assign(new Error(`${code}: write`), { code, syscall: "write" });
      const mapped = mapDatabaseError(new Error("upload failed", { cause: failure }))!;
      expect(mapped.code, code).toBe("STORAGE_UNAVAILABLE");
      expect(statusOf(mapped)).toBe(503);
      expect(mapped.message).toBe("JobTrail cannot store anything more right now. Please try again later.");
    }
    expect(mapDatabaseError(pgError("53100"))!.code).toBe("STORAGE_UNAVAILABLE");
  });

  it("leaves other errors to the caller", () => {
    expect(mapDatabaseError(new Error("boom"))).toBeUndefined();
  });
});

describe("toAppError", () => {
  it("turns a bug into UNKNOWN_ERROR carrying the request id, with no stack or SQL", async () => {
    const app = new Hono<{ Variables: { requestId: string } }>();
    app.use(async (c, next) => {
      c.set("requestId", "req-123");
      await next();
    });
    app.get("/", () => {
      throw new Error('relation "secret_table" does not exist at /srv/app.ts:12');
    });
    app.onError((error, c) => {
      const appError = toAppError(error, c);
      return c.json(errorBody(appError, c.get("requestId")), statusOf(appError));
    });
    const response = await app.request("/");
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: {
        code: "UNKNOWN_ERROR",
        message: "An unexpected error occurred. Please try again. (reference req-123)",
        requestId: "req-123",
      },
    });
    expect(text).not.toMatch(/secret_table|app\.ts/);
  });

  it("passes AppErrors through with their fields", () => {
    const error = new AppError("VALIDATION_ERROR", undefined, { name: "Name must be at least 2 characters" });
    expect(errorBody(error)).toEqual({
      error: {
        code: "VALIDATION_ERROR",
        message: "Invalid data provided. Please check your input.",
        fields: { name: "Name must be at least 2 characters" },
      },
    });
  });
});
