// How the API's answers travel (ADRs 0019 and 0039). Nothing of a user's may be kept by any
// cache, shared or the browser's own: an answer that does not say how it is cached is
// `private, no-store`, so a shared computer's disk keeps none of it once the tab is closed.
// The web app's local copy is its own store, not the HTTP cache, and is unaffected. A JSON
// answer to a GET still carries an ETag, and a client that sends it back (a script with a
// token) gets 304 with no body. A JSON answer of 1 KB or more is compressed, brotli or
// gzip, at the levels measured on the 10,000-application list.
//
// Only JSON built in memory is touched: it is already whole, so reading it for its hash and
// size costs nothing more. Downloads (exports, documents, the data export, pictures) come
// with their own Content-Disposition or type and Cache-Control, and stream through as they
// are: their bytes are never held, hashed or compressed again.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Context, MiddlewareHandler } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";

/** Below this a compressed answer saves less than the work and the headers cost. */
export const compressionThreshold = 1024;

/**
 * Brotli 4 made the 10,000-application list (7.3 MB) 483 KB in 59 ms of CPU; gzip 6, for a
 * client without brotli, 805 KB in 66 ms. The figures behind the choice are in ADR 0019.
 */
const brotliQuality = 4;
const gzipLevel = 6;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

// Run on libuv's threads, so other requests are served while a large list is compressed.
const compressors = {
  br: (body: Buffer) =>
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body: Buffer) => gzip(body, { level: gzipLevel }),
};
type Encoding = keyof typeof compressors;

/** The encoding to answer in from Accept-Encoding: brotli unless gzip is preferred. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.split(";").map((piece) => piece.trim().toLowerCase());
    const q = params.find((param) => param.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  return gz > 0 ? "gzip" : undefined;
}

/** If-None-Match holds this ETag (compared weakly: the same JSON in any encoding). */
function holds(ifNoneMatch: string, etag: string): boolean {
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((tag) => opaque(tag) === opaque(etag));
}

const isJson = (response: Response) =>
  /^application\/json\b/i.test(response.headers.get("Content-Type") ?? "") &&
  !response.headers.has("Content-Disposition") &&
  !response.headers.has("Content-Encoding") &&
  response.status !== 204 &&
  response.status !== 304;

/**
 * Has `c.json` keep the text it writes, with the answer it made of it. Read back out of the
 * Response instead, every answer is first turned into a web stream and read again: in a
 * profile of one application read by id, that was about a seventh of the server's time.
 * `c.json` writes the JSON as Hono's own does (its Content-Type unless the headers name one).
 */
function keepWrittenJson(c: Context): () => Buffer<ArrayBuffer> | undefined {
  let written: { response: Response; text: string } | undefined;
  c.json = ((
    object: unknown,
    arg?: ContentfulStatusCode | ResponseInit,
    headers?: Record<string, string>,
  ) => {
    const text = JSON.stringify(object);
    const response = c.body(text, arg as ContentfulStatusCode, {
      "Content-Type": "application/json",
      ...headers,
    });
    written = { response, text };
    return response;
  }) as unknown as Context["json"];
  return () => (written && written.response === c.res ? Buffer.from(written.text) : undefined);
}

/**
 * Replaces the answer whole: Hono would otherwise copy the old one's headers onto it. Bytes
 * (a Buffer) are written to the socket as they are; other bodies would be read through a
 * stream again, which for the small answers most requests get costs more than the request.
 */
function answerWith(c: Context, body: Uint8Array<ArrayBuffer> | null, status: number, headers: Headers) {
  c.res = undefined;
  c.res = new Response(body, { status, headers });
}

/** For every answer under /api; Better Auth's (under /api/auth) only get the Cache-Control. */
export function apiAnswers(): MiddlewareHandler {
  return async (c, next) => {
    const ifNoneMatch = c.req.header("If-None-Match");
    const ours = !c.req.path.startsWith("/api/auth/");
    const writtenJson = ours ? keepWrittenJson(c) : undefined;
    await next();
    const response = c.res;
    if (!response.headers.has("Cache-Control")) response.headers.set("Cache-Control", "private, no-store");
    if (!writtenJson || !isJson(response)) return;

    const body = writtenJson() ?? (response.body && Buffer.from(await response.arrayBuffer()));
    if (!body) return;
    // The answer is replaced: its headers go on with the new one as they are, not copied.
    const headers = response.headers;
    if (c.req.method === "GET" && response.status === 200) {
      // A route may say what its answer shows (the list leaves out the moment it was read).
      const etag = headers.get("ETag") ?? `W/"${createHash("sha1").update(body).digest("base64url")}"`;
      headers.set("ETag", etag);
      if (ifNoneMatch && holds(ifNoneMatch, etag)) {
        const kept = new Headers();
        for (const name of ["Cache-Control", "ETag", "Vary"]) {
          const value = headers.get(name);
          if (value) kept.set(name, value);
        }
        return answerWith(c, null, 304, kept);
      }
    }
    if (body.length < compressionThreshold) return answerWith(c, body, response.status, headers);

    const vary = headers.get("Vary");
    if (!vary) headers.set("Vary", "Accept-Encoding");
    else if (vary !== "*" && !/\baccept-encoding\b/i.test(vary))
      headers.set("Vary", `${vary}, Accept-Encoding`);
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return answerWith(c, body, response.status, headers);
    const compressed = await compressors[encoding](body);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(compressed.length));
    answerWith(c, new Uint8Array(compressed), response.status, headers);
  };
}
