import type { ForgotPasswordInput } from "@/domain/auth";
import { paths } from "@/domain/paths";
import { apiFetch } from "@/web/lib/api-client";

/** Always succeeds for a well-formed email: the server never says whether an account exists. */
export function requestPasswordReset(input: ForgotPasswordInput) {
  return apiFetch("/api/auth/request-password-reset", {
    body: { email: input.email, redirectTo: paths.resetPassword },
  });
}
