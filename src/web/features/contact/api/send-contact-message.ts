import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { contactInput } from "@/domain/contact";
import { apiFetch } from "@/web/lib/api-client";

export function sendContactMessage(input: z.output<typeof contactInput>) {
  return apiFetch("/api/contact", { body: input });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
