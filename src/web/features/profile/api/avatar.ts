import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Profile } from "@/domain/profile";
import { answer, api } from "@/web/lib/api-client";
import { uploadWithProgress } from "@/web/lib/upload";
import { profileQueryOptions } from "./get-profile";

/** Sends the cropped 256x256 picture; the server checks and re-encodes it. */
function uploadAvatar(image: Blob) {
  const body = new FormData();
  body.set("file", image, "avatar.png");
  return uploadWithProgress<Profile>(api.profile.avatar.$url().pathname, body, { method: "PUT" });
}

function removeAvatar() {
  return answer(api.profile.avatar.$delete({ query: {} }));
}

function useAvatarMutation<T>(mutationFn: (input: T) => Promise<Profile>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
  });
}

export const useUploadAvatar = () => useAvatarMutation(uploadAvatar);
export const useRemoveAvatar = () => useAvatarMutation(() => removeAvatar());
