// Fetching a URL a user typed (a company's website, its icons) without letting them aim the
// server at its own network: http(s) only; every address a name resolves to is checked when
// the socket connects (request-filtering-agent), so a DNS answer that changes between a check
// and the connection (rebinding) is caught too; each redirect is followed by hand and
// checked the same way; a time and size limit bound the whole fetch.
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

export type SafeFetchOptions = {
  /** For tests against a local site only (a setting refused on a public server). */
  allowPrivateAddresses: boolean;
  maxBytes: number;
  timeoutMs: number;
  maxRedirects: number;
  /** How names are resolved; tests stand in for DNS here. */
  lookup?: LookupFunction;
  /** Addresses allowed although private: tests use them as a stand-in public site. */
  allowAddresses?: string[];
  accept?: string;
  /** Who is asking, as the sites fetched read it. */
  userAgent?: string;
};

export const logoFetchLimits = { maxBytes: 1024 * 1024, timeoutMs: 5000, maxRedirects: 3 } as const;

export type Fetched = { url: string; contentType: string | null; body: Buffer };

class UnsafeFetchError extends Error {}

/** Fetches `url` under the rules above; throws for anything it refuses or cannot get. */
export async function safeFetch(url: string, options: SafeFetchOptions): Promise<Fetched> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  let current = parseTarget(url);
  for (let redirects = 0; ; redirects++) {
    const answer = await requestOnce(current, options, signal);
    if (answer.kind === "redirect") {
      if (redirects >= options.maxRedirects) throw new UnsafeFetchError("too many redirects");
      current = parseTarget(new URL(answer.location, current).toString());
      continue;
    }
    return { url: current.toString(), contentType: answer.contentType, body: answer.body };
  }
}

function parseTarget(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new UnsafeFetchError("not a URL");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:")
    throw new UnsafeFetchError("only http(s) is fetched");
  if (url.username || url.password) throw new UnsafeFetchError("URLs with credentials are not fetched");
  return url;
}

type Answer =
  | { kind: "redirect"; location: string }
  | { kind: "body"; contentType: string | null; body: Buffer };

function requestOnce(url: URL, options: SafeFetchOptions, signal: AbortSignal): Promise<Answer> {
  const filtering = {
    allowPrivateIPAddress: options.allowPrivateAddresses,
    allowIPAddressList: options.allowAddresses ?? [],
    keepAlive: false,
  };
  const secure = url.protocol === "https:";
  const agent = secure ? new RequestFilteringHttpsAgent(filtering) : new RequestFilteringHttpAgent(filtering);
  const send = secure ? https.request : http.request;
  return new Promise<Answer>((resolve, reject) => {
    const request = send(
      url,
      {
        agent,
        signal,
        headers: {
          accept: options.accept ?? "*/*",
          "user-agent": options.userAgent ?? "JobTrail logo fetcher",
        },
        ...(options.lookup ? { lookup: options.lookup } : {}),
      },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          resolve({ kind: "redirect", location: response.headers.location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          reject(new UnsafeFetchError(`answered ${status}`));
          return;
        }
        const declared = Number(response.headers["content-length"]);
        if (Number.isFinite(declared) && declared > options.maxBytes) {
          response.destroy();
          reject(new UnsafeFetchError("too large"));
          return;
        }
        const chunks: Buffer[] = [];
        let received = 0;
        response.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > options.maxBytes) {
            response.destroy();
            reject(new UnsafeFetchError("too large"));
            return;
          }
          chunks.push(chunk);
        });
        response.on("end", () =>
          resolve({
            kind: "body",
            contentType: response.headers["content-type"] ?? null,
            body: Buffer.concat(chunks),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("error", (error) =>
      reject(error instanceof UnsafeFetchError ? error : new UnsafeFetchError(error.message)),
    );
    request.end();
  }).finally(() => agent.destroy());
}
