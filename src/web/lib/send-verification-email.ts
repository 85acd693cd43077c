import { useMutation } from "@tanstack/react-query";
import { sendVerificationEmail } from "./verification-email";

export function useSendVerificationEmail() {
  return useMutation({ mutationFn: sendVerificationEmail });
}
