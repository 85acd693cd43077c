import { afterEach, describe, expect, it, vi } from "vitest";
import { listPageSize } from "@/domain/list-page";
import { earlyRequestsFor, startEarlyRequests, takeEarlyResponse } from "./early-requests";

describe("earlyRequestsFor", () => {
  it("asks every page for the session, a signed-in page for the profile, the dashboard for the list", () => {
    expect(earlyRequestsFor("/login", { hasLocalCopy: false })).toEqual(["/api/auth/get-session"]);
    expect(earlyRequestsFor("/profile", { hasLocalCopy: false })).toEqual([
      "/api/auth/get-session",
      "/api/profile",
    ]);
    expect(earlyRequestsFor("/dashboard", { hasLocalCopy: false })).toEqual([
      "/api/auth/get-session",
      "/api/profile",
      `/api/applications?limit=${listPageSize}`,
    ]);
  });

  it("leaves the list to the local copy where the device keeps one", () => {
    expect(earlyRequestsFor("/dashboard", { hasLocalCopy: true })).toEqual([
      "/api/auth/get-session",
      "/api/profile",
    ]);
  });
});

describe("takeEarlyResponse", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("answers the first GET of the same path and query with the early request, and no other", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    startEarlyRequests(["/api/profile", "/api/applications?limit=5"]);
    expect(fetch).toHaveBeenCalledWith("/api/profile", {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });

    expect(takeEarlyResponse(`${location.origin}/api/applications?limit=6`)).toBeUndefined();
    expect(takeEarlyResponse("/api/profile", { method: "PUT" })).toBeUndefined();
    expect(takeEarlyResponse("https://elsewhere.example/api/profile")).toBeUndefined();
    const early = takeEarlyResponse(`${location.origin}/api/profile`);
    expect(await early).toBeInstanceOf(Response);
    expect(takeEarlyResponse("/api/profile")).toBeUndefined();
    expect(takeEarlyResponse("/api/applications?limit=5")).toBeDefined();
  });

  it("hands a failed early request's error to the request that takes it", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))),
    );
    startEarlyRequests(["/api/auth/get-session"]);
    await expect(takeEarlyResponse("/api/auth/get-session")).rejects.toThrow("Failed to fetch");
  });
});
