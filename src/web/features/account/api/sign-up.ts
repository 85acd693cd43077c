import { z } from "zod";
import type { signupInput } from "@/domain/auth";
import { apiFetch } from "@/web/lib/api-client";

const signUpResultSchema = z.looseObject({
  /** null when the account must confirm its email first (no session yet). */
  token: z.string().nullable(),
  user: z.looseObject({ id: z.string(), email: z.string() }),
});

/** With `invitation`: the token of an invitation, on a JobTrail whose sign-up is by invitation. */
export function signUp(input: z.output<typeof signupInput> & { invitation?: string }) {
  return apiFetch("/api/auth/sign-up/email", { body: input, schema: signUpResultSchema });
}
