import { apiFetch } from "@/web/lib/api-client";

/** Confirms the address behind a confirmation link's token. */
export function verifyEmail(token: string, signal?: AbortSignal) {
  return apiFetch(`/api/auth/verify-email?${new URLSearchParams({ token })}`, { signal });
}
