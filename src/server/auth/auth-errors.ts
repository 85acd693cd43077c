// Better Auth's error answers, mapped once to JobTrail's codes and the account pages' messages.
import { errorMessages, tooManyAttemptsMessage } from "@/domain/errors";
import { invitationMessages } from "@/domain/invitations";
import { AppError } from "../errors";

const signupRefusals = new Set<string>([
  invitationMessages.closed,
  invitationMessages.invitationOnly,
  invitationMessages.invalid,
]);

type AuthErrorJson = { code?: unknown; message?: unknown; fields?: unknown };

const byCode: Record<string, () => AppError> = {
  INVALID_EMAIL_OR_PASSWORD: () => new AppError("INVALID_CREDENTIALS"),
  INVALID_PASSWORD: () => new AppError("INVALID_CREDENTIALS"),
  EMAIL_NOT_VERIFIED: () => new AppError("EMAIL_NOT_CONFIRMED"),
  USER_ALREADY_EXISTS: () => new AppError("USER_EXISTS"),
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: () => new AppError("USER_EXISTS"),
  USER_NOT_FOUND: () => new AppError("USER_NOT_FOUND"),
  INVALID_TOKEN: () => new AppError("INVALID_TOKEN"),
  TOKEN_EXPIRED: () => new AppError("TOKEN_EXPIRED"),
  MAIL_FAILED: () => new AppError("MAIL_FAILED"),
  RATE_LIMITED: () => new AppError("RATE_LIMITED", tooManyAttemptsMessage),
  INVALID_EMAIL: () =>
    new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, {
      email: "Please enter a valid email address",
    }),
  PASSWORD_TOO_SHORT: () =>
    new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, {
      password: "Password must be at least 8 characters",
    }),
  PASSWORD_TOO_LONG: () =>
    new AppError("VALIDATION_ERROR", errorMessages.VALIDATION_ERROR, {
      password: "Password must be at most 128 characters",
    }),
  FAILED_TO_GET_SESSION: () => new AppError("UNAUTHENTICATED"),
  SESSION_EXPIRED: () => new AppError("UNAUTHENTICATED"),
};

export function authErrorToAppError(status: number, body: unknown): AppError {
  const json = (typeof body === "object" && body !== null ? body : {}) as AuthErrorJson;
  if (json.code === "VALIDATION_ERROR" && typeof json.fields === "object" && json.fields !== null) {
    return new AppError(
      "VALIDATION_ERROR",
      errorMessages.VALIDATION_ERROR,
      json.fields as Record<string, string>,
    );
  }
  // Sign-up refused by this deployment's setting: its own words, and only those.
  if (json.code === "SIGNUP_REFUSED" && typeof json.message === "string" && signupRefusals.has(json.message))
    return new AppError("RLS_DENIED", json.message);
  const known = typeof json.code === "string" ? byCode[json.code] : undefined;
  if (known) return known();
  if (status === 429) return new AppError("RATE_LIMITED", tooManyAttemptsMessage);
  if (status === 401) return new AppError("UNAUTHENTICATED");
  if (status === 403) return new AppError("RLS_DENIED");
  if (status === 404) return new AppError("NOT_FOUND");
  if (status >= 400 && status < 500) return new AppError("VALIDATION_ERROR");
  return new AppError("UNKNOWN_ERROR");
}
