import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { UpdateProfileInput } from "@/domain/profile";
import { answer, api } from "@/web/lib/api-client";
import { profileQueryOptions } from "./get-profile";

function updateProfile(changes: UpdateProfileInput) {
  return answer(api.profile.$patch({ json: changes }));
}

/** Saves profile changes; the header and every avatar read the answer at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}
