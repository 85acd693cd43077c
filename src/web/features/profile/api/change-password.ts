import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

/** Every other session ends with it. */
function changePassword(input: { currentPassword: string; newPassword: string }) {
  return apiFetch("/api/auth/change-password", { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
