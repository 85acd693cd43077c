import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

function sendVerificationEmail(input: { email: string }) {
  return apiFetch("/api/auth/send-verification-email", { body: { email: input.email } });
}

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
