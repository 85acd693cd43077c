import { useMutation } from "@tanstack/react-query";
import type { DeleteAccountInput } from "@/domain/privacy";
import { answer, api } from "@/web/lib/api-client";

function deleteAccount(input: DeleteAccountInput) {
  return answer(api.privacy["delete-account"].$post({ json: input }));
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
