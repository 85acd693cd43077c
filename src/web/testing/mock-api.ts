// The API as component tests see it: MSW answers the app's real fetch calls, so a test
// goes through the same fetch, Request and abort signal the browser would use. The server
// is started once for the web tests (tests/setup/network.ts), which also makes a request
// no handler answers fail its test. Used only by *.test.ts(x) files.
import { HttpHandler, HttpResponse } from "msw";
import { setupServer } from "msw/node";

const apiServer = setupServer();

// Requests no handler answered, since the last look.
let unhandled: string[] = [];
apiServer.events.on("request:unhandled", ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

let listening = false;
/**
 * Starts answering, once per worker: the test files a worker runs share its modules, and
 * closing the server after one file would also drop the listeners this module keeps on it.
 */
export function startMockApi() {
  if (listening) return;
  apiServer.listen({ onUnhandledRequest: "error" });
  listening = true;
}

/** The requests no handler answered since the last call, as "METHOD url". */
export function takeUnhandledRequests(): string[] {
  const requests = unhandled;
  unhandled = [];
  return requests;
}

export type Reply = { status?: number; body?: unknown } | "network-error";
/** A request as the app sent it: `url` is the full URL with its query string. */
export type ApiCall = { method: string; url: string; body: unknown };
export type Handler = (call: ApiCall) => Reply | Promise<Reply>;

// Every request the app makes while a test's mockApi is in force, answered or not, so a
// test can also say that no request went out.
let recording: ApiCall[] | undefined;
const bodies = new Map<string, Promise<unknown>>();

apiServer.events.on("request:start", ({ request, requestId }) => {
  const call: ApiCall = { method: request.method, url: request.url, body: undefined };
  bodies.set(
    requestId,
    readJson(request.clone()).then((body) => {
      call.body = body;
      return body;
    }),
  );
  recording?.push(call);
});

/**
 * What every view of the applications reads besides them, answered as for a user who has
 * made none yet unless a test says otherwise: the user's tags, and the sources their
 * applications give (which the form offers).
 */
const defaultHandlers: Record<string, Reply> = {
  "GET /api/tags": { body: { items: [] } },
  "GET /api/sources": { body: { items: [] } },
  // The signed-in header counts what waits in the inbox.
  "GET /api/inbox": { body: { items: [], pending: 0, nextCursor: null } },
};

/**
 * Answers requests keyed by "METHOD /path" (no query string: a handler sees the query in
 * `url`) for the current test, in place of any earlier mockApi in it. Returns the calls
 * the app makes from now on, in order.
 */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  apiServer.resetHandlers();
  apiServer.use(
    ...Object.entries({ ...defaultHandlers, ...handlers }).map(([key, handler]) => {
      const [method, path] = key.split(" ");
      if (!method || !path?.startsWith("/")) throw new Error(`mockApi keys are "METHOD /path", not "${key}"`);
      return new HttpHandler(method, path, async ({ request, requestId }) => {
        const call = { method: request.method, url: request.url, body: await bodies.get(requestId) };
        const reply = typeof handler === "function" ? await handler(call) : handler;
        if (reply === "network-error") return HttpResponse.error();
        return new HttpResponse(reply.body === undefined ? null : JSON.stringify(reply.body), {
          status: reply.status ?? 200,
          headers: { "content-type": "application/json" },
        });
      });
    }),
  );
  const calls: ApiCall[] = [];
  recording = calls;
  return { calls };
}

/**
 * A reply held back until the test gives it: `handler` answers a request (every one it is
 * given) once `answer` is called. The promise exists before the request arrives, so an
 * answer given before the app asks is not lost.
 */
export function heldReply(): { handler: Handler; answer: (reply: Reply) => void } {
  let answer: (reply: Reply) => void = () => {};
  const held = new Promise<Reply>((resolve) => {
    answer = resolve;
  });
  return { handler: () => held, answer };
}

/** After each test (tests/setup/network.ts): no handlers, nothing recorded. */
export function resetMockApi() {
  apiServer.resetHandlers();
  recording = undefined;
  bodies.clear();
}

async function readJson(request: Request): Promise<unknown> {
  const text = await request.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export function apiError(status: number, code: string, message: string, fields?: Record<string, string>) {
  return { status, body: { error: { code, message, ...(fields ? { fields } : {}) } } };
}
