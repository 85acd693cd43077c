import { apiFetch } from "@/web/lib/api-client";

/** Mails the address a new confirmation link (the server says nothing of whether it has an account). */
export function sendVerificationEmail(input: { email: string }) {
  return apiFetch("/api/auth/send-verification-email", { body: { email: input.email } });
}
