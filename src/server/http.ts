// The HTTP listener. Node answers a request it cannot parse (headers over its 16 KB limit,
// a malformed request line, a request still arriving after its time limit) itself, before
// the app sees it, with an empty body: here those answers carry the error envelope and the
// security headers like every other.
import { STATUS_CODES } from "node:http";
import type { Duplex } from "node:stream";
import { type HttpBindings, serve } from "@hono/node-server";
import type { Hono } from "hono";
import { AppError, errorBody, statusOf } from "./errors";
import { permissionsPolicy } from "./lib/permissions-policy";

type Listening = { port: number; address: string };

const unreadableHeaders = [
  "Content-Type: application/json",
  "Connection: close",
  "Content-Security-Policy: default-src 'none'; frame-ancestors 'none'",
  "X-Content-Type-Options: nosniff",
  "X-Frame-Options: DENY",
  "Referrer-Policy: strict-origin-when-cross-origin",
  `Permissions-Policy: ${permissionsPolicy}`,
];

function answerUnreadableRequest(error: Error & { code?: string }, socket: Duplex) {
  // A client that went away, or a socket already answered: nothing to say to anyone.
  if (error.code === "ECONNRESET" || !socket.writable) {
    socket.destroy();
    return;
  }
  const appError =
    error.code === "HPE_HEADER_OVERFLOW"
      ? new AppError("HEADERS_TOO_LARGE")
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? new AppError("REQUEST_TIMEOUT")
        : new AppError("VALIDATION_ERROR", "The request could not be read.");
  const status = statusOf(appError);
  const body = JSON.stringify(errorBody(appError));
  socket.end(
    [
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
      ...unreadableHeaders,
      `Content-Length: ${Buffer.byteLength(body)}`,
      "",
      body,
    ].join("\r\n"),
  );
}

/**
 * The largest unread body left for the listener to read and drop after the answer (it
 * reads what is left of a refused request's body, so the connection serves the next one).
 */
const drainedBodyBytes = 64 * 1024;

/**
 * An answer sent before the request's body has all arrived (a refused upload, a body over
 * its limit, a request refused before its body is read) says it closes the connection,
 * unless what is left is small enough to be read and dropped after the answer: a large or
 * unending rest would otherwise be read as the next request, or the socket be dropped after
 * promising to stay open. Node closes the socket once the answer is sent.
 */
function closeIfBodyUnread(response: Response, bindings: unknown): Response {
  const incoming = (bindings as Partial<HttpBindings> | undefined)?.incoming;
  if (!incoming || incoming.complete) return response;
  const declared = Number(incoming.headers["content-length"]);
  if (!incoming.destroyed && Number.isFinite(declared) && declared <= drainedBodyBytes) return response;
  // A copy: a response's headers may not be changeable (one made by fetch).
  const closing = new Response(response.body, response);
  closing.headers.set("Connection", "close");
  return closing;
}

/**
 * Serves the app. `finished()` resolves once no request is being handled: a client that
 * hangs up mid-request closes its socket, yet its handler still runs and needs the database.
 */
export function listen(
  app: Pick<Hono, "fetch">,
  options: { port: number; hostname: string },
  onListening?: (info: Listening) => void,
) {
  let handling = 0;
  let idle: (() => void) | undefined;
  const fetch: typeof app.fetch = async (request, ...rest) => {
    handling += 1;
    try {
      return closeIfBodyUnread(await app.fetch(request, ...rest), rest[0]);
    } finally {
      handling -= 1;
      if (handling === 0) idle?.();
    }
  };
  const server = serve({ fetch, port: options.port, hostname: options.hostname }, onListening);
  server.on("clientError", answerUnreadableRequest);
  const finished = () =>
    handling === 0
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          idle = resolve;
        });
  return { server, finished };
}
