import { useMutation } from "@tanstack/react-query";
import type { ChangeEmailInput } from "@/domain/auth";
import { apiFetch } from "@/web/lib/api-client";

/** Asks for the change: the new address gets a link, the current one a notice. */
function changeEmail(input: ChangeEmailInput) {
  return apiFetch("/api/auth/change-email", { body: input });
}

export function useChangeEmail() {
  return useMutation({ mutationFn: changeEmail });
}
