import { useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import type { signupInput } from "@/domain/auth";
import { apiFetch } from "@/web/lib/api-client";
import { sessionQueryOptions } from "./get-session";

const signUpResultSchema = z.looseObject({
  /** null when the account must confirm its email first (no session yet). */
  token: z.string().nullable(),
  user: z.looseObject({ id: z.string(), email: z.string() }),
});

/** With `invitation`: the token of an invitation, on a JobTrail whose sign-up is by invitation. */
function signUp(input: z.output<typeof signupInput> & { invitation?: string }) {
  return apiFetch("/api/auth/sign-up/email", { body: input, schema: signUpResultSchema });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signUp,
    onSuccess: async (result) => {
      if (result.token) await queryClient.invalidateQueries({ queryKey: sessionQueryOptions().queryKey });
    },
  });
}
