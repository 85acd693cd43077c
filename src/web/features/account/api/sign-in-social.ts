import { z } from "zod";
import { paths } from "@/domain/paths";
import { apiFetch } from "@/web/lib/api-client";

const socialSignInSchema = z.looseObject({ url: z.string() });

/** Asks the server where to send the browser for Apple's sign-in page. */
export function signInWithApple() {
  return apiFetch("/api/auth/sign-in/social", {
    body: { provider: "apple", callbackURL: paths.appleCallback, errorCallbackURL: paths.appleCallback },
    schema: socialSignInSchema,
  });
}
