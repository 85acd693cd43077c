import { createRoute, OpenAPIHono, z } from "@hono/zod-openapi";
import { describe, expect, it } from "vitest";
import { errorBody, statusOf, toAppError } from "../errors";
import { createProtectedRouter, createPublicRouter, withBodyLimit } from "./router";

const notes = (path: string) =>
  createRoute({
    method: "post",
    path,
    request: {
      body: { required: true, content: { "application/json": { schema: z.object({ text: z.string() }) } } },
    },
    responses: { 200: { description: "Read" } },
  });

function app() {
  const router = createPublicRouter()
    .openapi(notes("/small"), (c) => c.json({ length: c.req.valid("json").text.length }, 200))
    .openapi(withBodyLimit(notes("/large"), 3 * 1024 * 1024), (c) =>
      c.json({ length: c.req.valid("json").text.length }, 200),
    );
  const root = new OpenAPIHono().route("/", router);
  root.onError((error, c) => {
    const appError = toAppError(error, c);
    return c.json(errorBody(appError), statusOf(appError));
  });
  return root;
}

const post = (path: string, bytes: number) =>
  app().request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ text: "x".repeat(bytes) }),
  });

describe("the routers", () => {
  it("refuse a route added with a plain verb, which would be neither checked nor documented", () => {
    expect(() => createProtectedRouter().get("/secret", (c) => c.text("no session checked"))).toThrow(
      /\.openapi/,
    );
    expect(() => createPublicRouter().post("/anything", (c) => c.text("undocumented"))).toThrow(/\.openapi/);
  });
});

describe("body limits per route", () => {
  it("reads up to 1 MB of JSON by default", async () => {
    expect((await post("/small", 1000 * 1024)).status).toBe(200);
    const over = await post("/small", 1100 * 1024);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({
      error: { code: "PAYLOAD_TOO_LARGE", message: "The request is too large." },
    });
  });

  it("reads what a route declares instead, and no more", async () => {
    expect((await post("/large", 2 * 1024 * 1024)).status).toBe(200);
    expect((await post("/large", 3 * 1024 * 1024)).status).toBe(413);
  });

  it("documents both refusals a body can get", () => {
    const document = app().getOpenAPI31Document({ openapi: "3.1.0", info: { title: "t", version: "1" } });
    expect(Object.keys(document.paths?.["/large"]?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(["400", "413", "415"]),
    );
  });
});
