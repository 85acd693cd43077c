// One place turns every failure into the wire shape {"error":{"code","message","fields?"}},
// so a client reads every refusal the same way. Database errors are mapped here, by SQLSTATE.
import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { z } from "zod";
import { applicationMessages } from "@/domain/applications";
import {
  type ErrorBody,
  type ErrorCode,
  errorMessages,
  httpStatusByCode,
  unknownErrorMessage,
} from "@/domain/errors";
import { tagMessages } from "@/domain/tags";

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = errorMessages[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = () => new AppError("NOT_FOUND");

/** The first message of each failing field, keyed by its dotted path. */
export function zodFields(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join(".") : "body";
    fields[key] ??=
      issue.code === "unrecognized_keys" ? `Unknown field: ${issue.keys.join(", ")}` : issue.message;
    if (issue.code === "unrecognized_keys") {
      for (const name of issue.keys) fields[[...issue.path, name].join(".")] ??= "Unknown field";
    }
  }
  return fields;
}

export function validationError(error: z.ZodError): AppError {
  return new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, zodFields(error));
}

/** Named constraints whose violation has its own message, more telling than its class's. */
const constraintMessages: Record<string, string> = {
  profiles_id_user_id_fk: "Invalid user reference.",
  files_user_id_user_id_fk: "Invalid user reference.",
  applications_user_id_user_id_fk: applicationMessages.invalidUser,
  companies_user_id_user_id_fk: applicationMessages.invalidUser,
  application_status_history_user_id_user_id_fk: applicationMessages.invalidUser,
  applications_company_fk: applicationMessages.invalidCompany,
  applications_status_check: applicationMessages.invalidStatus,
  application_status_history_status_check: applicationMessages.invalidStatus,
  applications_duplicate_key: applicationMessages.duplicate,
  tags_user_name_key: tagMessages.duplicate,
  tags_color_check: tagMessages.color,
  application_tags_tag_fk: tagMessages.unknownTag,
};

type DatabaseErrorLike = { code?: unknown; constraint?: unknown; message?: unknown };

/** The error and the causes under it (a driver's error wrapped by the ORM), five deep at most. */
function* errorChain(error: unknown): Generator<DatabaseErrorLike> {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === "object"; depth++) {
    yield current as DatabaseErrorLike;
    current = (current as { cause?: unknown }).cause;
  }
}

function findInChain(error: unknown, matches: (candidate: DatabaseErrorLike) => boolean) {
  for (const candidate of errorChain(error)) if (matches(candidate)) return candidate;
  return undefined;
}

const findDatabaseError = (error: unknown) =>
  findInChain(error, ({ code }) => typeof code === "string" && /^[0-9A-Z]{5}$/.test(code));

/** PostgreSQL's data exceptions (class 22): a value that does not fit its type or column. */
export function isDataException(error: unknown): boolean {
  const code = findDatabaseError(error)?.code;
  return typeof code === "string" && code.startsWith("22");
}

const unreachableCodes = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE"]);

/**
 * The database out of reach: the network's codes, or the driver's words for a connection it
 * lost (the query in flight then, or the next one on that connection, such as a transaction's
 * rollback, "is not queryable").
 */
const isUnreachable = (error: unknown) =>
  findInChain(
    error,
    ({ code, message }) =>
      (typeof code === "string" && unreachableCodes.has(code)) ||
      (typeof message === "string" &&
        /Connection terminated|connection timeout|is not queryable/i.test(message)),
  ) !== undefined;

/** A full disk, or a folder the server may not write to, anywhere under the error. */
const storageCodes = new Set(["ENOSPC", "EDQUOT", "EROFS", "EACCES", "EPERM"]);

const isStorageFailure = (error: unknown) =>
  findInChain(error, ({ code }) => typeof code === "string" && storageCodes.has(code)) !== undefined;

/** SQLSTATE -> data error code and message (docs/product-rules.md, "Errors", lists them). */
export function mapDatabaseError(error: unknown): AppError | undefined {
  // First: "EROFS" and "EPERM" have a SQLSTATE's shape.
  if (isStorageFailure(error)) return new AppError("STORAGE_UNAVAILABLE");
  const dbError = findDatabaseError(error);
  if (!dbError) return isUnreachable(error) ? new AppError("TIMEOUT") : undefined;
  const code = dbError.code as string;
  // disk_full: the database has no room left to write.
  if (code === "53100") return new AppError("STORAGE_UNAVAILABLE");
  const constraint = typeof dbError.constraint === "string" ? dbError.constraint : undefined;
  const specific = constraint ? constraintMessages[constraint] : undefined;
  if (code === "23505") return new AppError("DUPLICATE_ENTRY", specific ?? errorMessages.DUPLICATE_ENTRY);
  if (code === "23503" || code === "23502" || code === "23514")
    return new AppError("VALIDATION_ERROR", specific ?? errorMessages.VALIDATION_ERROR);
  if (code === "42501") return new AppError("RLS_DENIED");
  if (code === "57014") return new AppError("TIMEOUT");
  // Data exceptions (a text PostgreSQL cannot store, a value that does not fit its type):
  // the input was bad, whichever check should have caught it first.
  if (code.startsWith("22")) return new AppError("VALIDATION_ERROR");
  // Connection exceptions (08xxx), admin shutdown and "cannot connect now" (57P0x).
  if (code.startsWith("08") || code.startsWith("57P")) return new AppError("TIMEOUT");
  if (typeof dbError.message === "string" && /\brate\b/i.test(dbError.message))
    return new AppError("RATE_LIMITED");
  return undefined;
}

export function errorBody(error: AppError, requestId?: string): ErrorBody {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
      ...(requestId && error.code === "UNKNOWN_ERROR" ? { requestId } : {}),
    },
  };
}

export function statusOf(error: AppError): ContentfulStatusCode {
  return httpStatusByCode[error.code];
}

/** Hono's onError: every thrown thing leaves as the envelope; only bugs are logged as errors. */
export function toAppError(error: unknown, c: Context): AppError {
  if (error instanceof AppError) return error;
  const mapped = mapDatabaseError(error);
  if (mapped) return mapped;
  if (error instanceof HTTPException) {
    if (error.status === 400) return new AppError("VALIDATION_ERROR");
    if (error.status === 401) return new AppError("UNAUTHENTICATED");
    if (error.status === 403) return new AppError("RLS_DENIED");
    if (error.status === 404) return new AppError("NOT_FOUND");
    if (error.status === 413) return new AppError("PAYLOAD_TOO_LARGE");
    if (error.status === 415) return new AppError("UNSUPPORTED_MEDIA_TYPE");
    if (error.status === 429) return new AppError("RATE_LIMITED");
  }
  const requestId = c.get("requestId") as string | undefined;
  return new AppError("UNKNOWN_ERROR", unknownErrorMessage(requestId ?? "unknown"));
}
