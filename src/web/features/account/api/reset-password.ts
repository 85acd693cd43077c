import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

function resetPassword(input: { newPassword: string; token: string }) {
  return apiFetch("/api/auth/reset-password", { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
