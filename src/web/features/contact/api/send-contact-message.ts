import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import type { contactInput } from "@/domain/contact";
import { answer, api } from "@/web/lib/api-client";

function sendContactMessage(input: z.output<typeof contactInput>) {
  return answer(api.contact.$post({ json: input }));
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
