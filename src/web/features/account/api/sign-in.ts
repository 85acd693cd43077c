import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { LoginInput } from "@/domain/auth";
import { apiFetch } from "@/web/lib/api-client";
import { sessionQueryOptions } from "./get-session";

function signIn(input: LoginInput) {
  return apiFetch("/api/auth/sign-in/email", {
    body: { email: input.email, password: input.password, rememberMe: input.rememberMe ?? false },
  });
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signIn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey }),
  });
}
