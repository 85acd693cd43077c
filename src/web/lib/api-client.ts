// The one way the web app talks to /api: a fetch wrapper that parses the error envelope
// ({"error":{"code","message","fields?"}}, style.md "Errors") and the one helper that turns
// any error into text for the user.
import type { z } from "zod";
import { errorMessages, isErrorBody } from "@/domain/errors";

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
    response = await fetch(path, {
      method,
      credentials: "same-origin",
      headers:
        body === undefined
          ? { accept: "application/json" }
          : { accept: "application/json", "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    // An aborted request is not a network failure: let the caller (React Query) see the abort.
    if (signal?.aborted) throw error;
    throw new ApiError({ code: "NETWORK_ERROR", message: errorMessages.NETWORK_ERROR, status: 0 });
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  return (schema ? schema.parse(payload) : payload) as Result<TSchema>;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function toApiError(status: number, payload: unknown): ApiError {
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
 * Any error as the text the user reads. API errors already carry the spec's message;
 * anything else (a bug, a malformed answer) is the spec's unexpected-error text.
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
