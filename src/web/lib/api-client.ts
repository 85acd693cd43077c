// The one way the web app talks to /api. JobTrail's own routes go through `api`, a client
// typed from the server's route definitions (request and answer types come from the server,
// never retyped here) and read with `answer()`; Better Auth's routes under /api/auth go
// through `apiFetch`, which checks their answers with a schema. Both turn the error envelope
// ({"error":{"code","message","fields?"}}) or a failed fetch into an `ApiError`, and
// `errorToText` turns any error into the text the user reads. A request the page's entry
// script already sent (./early-requests) is answered by that request.
import { type ClientResponse, hc } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { errorMessages, isErrorBody } from "@/domain/errors";
import type { ApiRoutes } from "@/server/api-types";
import { takeEarlyResponse } from "./early-requests";

export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly code: string;
  readonly status: number;
  readonly fields: Record<string, string> | undefined;

  constructor(options: { code: string; message: string; status: number; fields?: Record<string, string> }) {
    super(options.message);
    this.code = options.code;
    this.status = options.status;
    this.fields = options.fields;
  }
}

type ApiRequest<TSchema extends z.ZodType | undefined> = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /** Checks the success body; a body that does not match is a bug, reported as unexpected. */
  schema?: TSchema;
};

type Result<TSchema> = TSchema extends z.ZodType ? z.output<TSchema> : unknown;

export async function apiFetch<TSchema extends z.ZodType | undefined = undefined>(
  path: string,
  request: ApiRequest<TSchema> = {},
): Promise<Result<TSchema>> {
  const { method = request.body === undefined ? "GET" : "POST", body, signal, schema } = request;
  let response: Response;
  try {
    response = await (takeEarlyResponse(path, { method }) ??
      fetch(path, {
        method,
        credentials: "same-origin",
        headers:
          body === undefined
            ? { accept: "application/json" }
            : { accept: "application/json", "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      }));
  } catch (error) {
    networkError(error, signal);
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return (schema ? schema.parse(payload) : payload) as Result<TSchema>;
}

/** A failed fetch that was not aborted is the network's fault. */
function networkError(error: unknown, signal: AbortSignal | null | undefined): never {
  // An aborted request is not a network failure: let the caller (React Query) see the abort.
  if (signal?.aborted) throw error;
  throw new ApiError({ code: "NETWORK_ERROR", message: errorMessages.NETWORK_ERROR, status: 0 });
}

/**
 * JobTrail's API, typed from the server's routes: `api.applications[":id"].$get({ param })`.
 * Same-origin, with the session cookie; the browser's origin makes every URL absolute.
 */
export const api = hc<ApiRoutes>(`${globalThis.location?.origin ?? ""}/api`, {
  init: { credentials: "same-origin" },
  fetch: (input: RequestInfo | URL, init?: RequestInit) =>
    (takeEarlyResponse(input, init) ?? fetch(input, init)).catch((error: unknown) =>
      networkError(error, init?.signal),
    ),
});

/** What a successful answer of an `api` call holds, as the server's route declares it. */
type Answer<R> =
  R extends ClientResponse<infer T, infer S, infer _F> ? (S extends SuccessStatusCode ? T : never) : never;

/**
 * Waits for an `api` call and returns its answer, or throws an `ApiError` for a refusal.
 * The answer's type is the route's: the server declares it, this only reads the JSON.
 */
export async function answer<R extends ClientResponse<unknown, number, string>>(
  call: Promise<R>,
): Promise<Answer<R>> {
  const response = await call;
  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return payload as Answer<R>;
}

async function readJson(response: Pick<Response, "text">): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function toApiError(status: number, payload: unknown): ApiError {
  if (isErrorBody(payload)) {
    return new ApiError({
      code: payload.error.code,
      message: payload.error.message,
      status,
      fields: payload.error.fields,
    });
  }
  // No envelope: something in between (a proxy, a gateway) answered instead of our server.
  if (status === 401)
    return new ApiError({ code: "UNAUTHENTICATED", message: errorMessages.UNAUTHENTICATED, status });
  if (status === 429)
    return new ApiError({ code: "RATE_LIMITED", message: errorMessages.RATE_LIMITED, status });
  if (status === 502 || status === 503 || status === 504) {
    return new ApiError({ code: "NETWORK_ERROR", message: errorMessages.NETWORK_ERROR, status });
  }
  return new ApiError({ code: "UNKNOWN_ERROR", message: errorMessages.UNKNOWN_ERROR, status });
}

/**
 * Any error as the text the user reads. API errors already carry their message; anything
 * else (a bug, a malformed answer) is the unexpected-error text.
 */
export function errorToText(error: unknown, unexpected: string = errorMessages.UNKNOWN_ERROR): string {
  if (error instanceof ApiError) return error.message;
  return unexpected;
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

/** No session (expired or revoked): the app signs the user out locally. */
export function isUnauthenticated(error: unknown): boolean {
  return isApiError(error, "UNAUTHENTICATED");
}

/** Client mistakes (4xx) will not succeed on a retry; network and server failures might. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 0) return true;
  return error.status >= 500 || error.status === 408;
}
