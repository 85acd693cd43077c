// The error catalogue: every code the API answers with and the text the user reads for it.
// One shape on the wire:
// {"error":{"code","message","fields?"}}. Both the server and the web app read these.

const dataErrorCodes = [
  "TIMEOUT",
  "RLS_DENIED",
  "VALIDATION_ERROR",
  "RATE_LIMITED",
  "NETWORK_ERROR",
  "DUPLICATE_ENTRY",
  "NOT_FOUND",
  "UNKNOWN_ERROR",
] as const;

// Beyond the data codes, an HTTP API needs these: no session, and the account states Better
// Auth reports, each with the message the account pages show (below).
const authErrorCodes = [
  "UNAUTHENTICATED",
  "INVALID_CREDENTIALS",
  "EMAIL_NOT_CONFIRMED",
  "USER_EXISTS",
  "USER_NOT_FOUND",
  "INVALID_TOKEN",
  "TOKEN_EXPIRED",
  "MAIL_FAILED",
] as const;

// Requests the server cannot read as sent: a body too large, a body that is not JSON, or
// headers too large. Only a client other than JobTrail's own web app sends these.
const requestErrorCodes = [
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "HEADERS_TOO_LARGE",
  "REQUEST_TIMEOUT",
] as const;

// The server's own trouble the user can do nothing about but wait: its disk (or the
// database's) is full, or it may not write where it keeps files.
const serverErrorCodes = ["STORAGE_UNAVAILABLE"] as const;

export type ErrorCode =
  | (typeof dataErrorCodes)[number]
  | (typeof authErrorCodes)[number]
  | (typeof requestErrorCodes)[number]
  | (typeof serverErrorCodes)[number];

export const errorMessages = {
  DUPLICATE_ENTRY: "This record already exists.",
  VALIDATION_ERROR: "Invalid data provided. Please check your input.",
  RLS_DENIED: "You do not have permission to perform this action.",
  NOT_FOUND: "The requested resource was not found.",
  TIMEOUT: "The request timed out. Please try again.",
  RATE_LIMITED: "Too many requests. Please wait a moment and try again.",
  UNKNOWN_ERROR: "An unexpected error occurred. Please try again.",
  NETWORK_ERROR: "Network error. Please check your connection.",
  UNAUTHENTICATED: "Please log in to continue.",
  INVALID_CREDENTIALS: "Invalid email or password. Please try again.",
  EMAIL_NOT_CONFIRMED: "Please check your email and confirm your account.",
  USER_EXISTS: "An account with this email already exists.",
  USER_NOT_FOUND: "No account found with this email address.",
  INVALID_TOKEN: "This link is invalid. Please check your email for the correct link.",
  TOKEN_EXPIRED: "This link has expired. Please request a new one.",
  MAIL_FAILED: "We could not send the email right now. Please try again in a few minutes.",
  PAYLOAD_TOO_LARGE: "The request is too large.",
  UNSUPPORTED_MEDIA_TYPE: "The request body must be JSON (Content-Type: application/json).",
  HEADERS_TOO_LARGE: "The request headers are too large.",
  REQUEST_TIMEOUT: "The request took too long to arrive. Please try again.",
  STORAGE_UNAVAILABLE: "JobTrail cannot store anything more right now. Please try again later.",
} as const satisfies Record<ErrorCode, string>;

/** Sign-in and sign-up say 'attempts' where data calls say 'requests'. */
export const tooManyAttemptsMessage = "Too many attempts. Please wait a moment and try again.";

export const httpStatusByCode = {
  VALIDATION_ERROR: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_CONFIRMED: 403,
  RLS_DENIED: 403,
  NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  DUPLICATE_ENTRY: 409,
  USER_EXISTS: 409,
  INVALID_TOKEN: 400,
  TOKEN_EXPIRED: 400,
  RATE_LIMITED: 429,
  TIMEOUT: 503,
  NETWORK_ERROR: 503,
  MAIL_FAILED: 503,
  UNKNOWN_ERROR: 500,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  HEADERS_TOO_LARGE: 431,
  REQUEST_TIMEOUT: 408,
  STORAGE_UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;

export type ErrorBody = {
  error: {
    code: ErrorCode;
    message: string;
    /** field name -> the message shown on that field (VALIDATION_ERROR only) */
    fields?: Record<string, string>;
    requestId?: string;
  };
};

export function isErrorBody(value: unknown): value is ErrorBody {
  if (typeof value !== "object" || value === null || !("error" in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === "object" &&
    error !== null &&
    typeof (error as { code?: unknown }).code === "string" &&
    typeof (error as { message?: unknown }).message === "string"
  );
}

/** The message for an UNKNOWN_ERROR that carries the request id the server logged it under. */
export function unknownErrorMessage(requestId: string): string {
  return `${errorMessages.UNKNOWN_ERROR} (reference ${requestId})`;
}
