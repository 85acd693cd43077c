import { apiFetch } from "@/web/lib/api-client";

export function resetPassword(input: { newPassword: string; token: string }) {
  return apiFetch("/api/auth/reset-password", { body: input });
}
