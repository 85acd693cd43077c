import type { LoginInput } from "@/domain/auth";
import { apiFetch } from "@/web/lib/api-client";

export function signIn(input: LoginInput) {
  return apiFetch("/api/auth/sign-in/email", {
    body: { email: input.email, password: input.password, rememberMe: input.rememberMe ?? false },
  });
}
