import { describe, expect, it } from "vitest";
import { apiError, mockApi } from "@/web/testing/mock-api";
import { ApiError, answer, api, apiFetch, errorToText, isRetryable } from "./api-client";

async function textOf(call: () => Promise<unknown>) {
  try {
    await call();
  } catch (error) {
    return errorToText(error);
  }
  throw new Error("expected the call to fail");
}

describe("apiFetch and errorToText", () => {
  it("reads the error envelope: code, message and field messages", async () => {
    mockApi({
      "POST /api/x": apiError(400, "VALIDATION_ERROR", "Invalid data provided. Please check your input.", {
        email: "Please enter a valid email address",
      }),
    });
    const error = await apiFetch("/api/x", { body: {} }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: "VALIDATION_ERROR",
      status: 400,
      fields: { email: "Please enter a valid email address" },
    });
    expect(errorToText(error)).toBe("Invalid data provided. Please check your input.");
  });

  it("shows the server's message as it is", async () => {
    mockApi({
      "POST /api/x": apiError(401, "INVALID_CREDENTIALS", "Invalid email or password. Please try again."),
    });
    expect(await textOf(() => apiFetch("/api/x", { body: {} }))).toBe(
      "Invalid email or password. Please try again.",
    );
  });

  it("turns a failed fetch into the network message", async () => {
    mockApi({ "GET /api/x": "network-error" });
    expect(await textOf(() => apiFetch("/api/x"))).toBe("Network error. Please check your connection.");
  });

  it("treats a gateway answer without an envelope as a network problem", async () => {
    mockApi({ "GET /api/x": { status: 502 } });
    expect(await textOf(() => apiFetch("/api/x"))).toBe("Network error. Please check your connection.");
  });

  it("gives the unexpected-error text for a server error without an envelope", async () => {
    mockApi({ "GET /api/x": { status: 500, body: "<html>oops</html>" } });
    expect(await textOf(() => apiFetch("/api/x"))).toBe("An unexpected error occurred. Please try again.");
  });

  it("gives the unexpected-error text (or the caller's) for anything that is not an API error", () => {
    expect(errorToText(new Error("boom"))).toBe("An unexpected error occurred. Please try again.");
    expect(errorToText("weird", "Unable to create account. Please try again later.")).toBe(
      "Unable to create account. Please try again later.",
    );
  });

  it("returns the parsed body on success, null for an empty body", async () => {
    mockApi({ "GET /api/a": { body: { ok: 1 } }, "GET /api/b": { body: null } });
    expect(await apiFetch("/api/a")).toEqual({ ok: 1 });
    expect(await apiFetch("/api/b")).toBeNull();
  });

  it("retries only what a retry could fix", () => {
    expect(isRetryable(new ApiError({ code: "NETWORK_ERROR", message: "", status: 0 }))).toBe(true);
    expect(isRetryable(new ApiError({ code: "UNKNOWN_ERROR", message: "", status: 500 }))).toBe(true);
    expect(isRetryable(new ApiError({ code: "UNAUTHENTICATED", message: "", status: 401 }))).toBe(false);
    expect(isRetryable(new Error("bug"))).toBe(false);
  });
});

describe("the typed client's answer", () => {
  const id = "00000000-0000-4000-8000-000000000001";

  it("returns the body of a success, sent to the route's own URL with its parameters", async () => {
    const api$ = mockApi({ [`GET /api/applications/${id}/history`]: { body: { items: [] } } });
    expect(await answer(api.applications[":id"].history.$get({ param: { id } }))).toEqual({ items: [] });
    expect(api$.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      `GET http://localhost:3000/api/applications/${id}/history`,
    ]);
  });

  it("throws the envelope's error for a refusal", async () => {
    mockApi({ "GET /api/profile": apiError(401, "UNAUTHENTICATED", "Please log in to continue.") });
    const error = await answer(api.profile.$get()).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "UNAUTHENTICATED", status: 401 });
  });

  it("turns a failed fetch into the network message, and lets an abort through", async () => {
    mockApi({ "GET /api/profile": "network-error" });
    expect(await textOf(() => answer(api.profile.$get()))).toBe(
      "Network error. Please check your connection.",
    );
    const controller = new AbortController();
    controller.abort();
    const aborted = await answer(api.profile.$get(undefined, { init: { signal: controller.signal } })).catch(
      (caught: unknown) => caught,
    );
    expect(aborted).not.toBeInstanceOf(ApiError);
    expect((aborted as Error).name).toBe("AbortError");
  });
});
