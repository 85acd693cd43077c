import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "@/web/lib/api-client";

function signOut() {
  return apiFetch("/api/auth/sign-out", { body: {} });
}

/** The caller clears the cached session and navigates; see useLogout. */
export function useSignOut() {
  return useMutation({ mutationFn: signOut });
}
