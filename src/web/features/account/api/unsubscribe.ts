import { answer, api } from "@/web/lib/api-client";

/** Turns the daily digest off for the account the mail's link was made for. */
export function unsubscribeFromDigest(token: string) {
  return answer(api.reminders.unsubscribe.$post({ query: { token } }));
}
