import { describe, expect, it, vi } from "vitest";
import { type Session, sessionQueryOptions } from "@/web/features/account/api/get-session";
import { ApiError } from "@/web/lib/api-client";
import { signedInSession } from "@/web/testing/render";
import { createAppQueryClient } from "./providers";

const unauthenticated = () =>
  Promise.reject(
    new ApiError({ code: "UNAUTHENTICATED", message: "Please log in to continue.", status: 401 }),
  );

describe("createAppQueryClient", () => {
  it("forgets an expired session and its data on a 401, then signs the user out", async () => {
    const onSignedOut = vi.fn();
    const queryClient = createAppQueryClient(onSignedOut);
    queryClient.setQueryData(sessionQueryOptions().queryKey, signedInSession);
    queryClient.setQueryData(["profile"], { id: "u1" });

    await queryClient
      .fetchQuery({ queryKey: ["applications"], queryFn: unauthenticated, retry: false })
      .catch(() => {});

    expect(queryClient.getQueryData(sessionQueryOptions().queryKey)).toBeNull();
    expect(queryClient.getQueryData(["profile"])).toBeUndefined();
    expect(onSignedOut).toHaveBeenCalledTimes(1);
  });

  it("does nothing on a 401 while nobody is signed in", async () => {
    const onSignedOut = vi.fn();
    const queryClient = createAppQueryClient(onSignedOut);
    await queryClient
      .fetchQuery({ queryKey: ["profile"], queryFn: unauthenticated, retry: false })
      .catch(() => {});
    expect(onSignedOut).not.toHaveBeenCalled();
  });

  it("does not retry a 4xx but retries a network failure twice", async () => {
    const queryClient = createAppQueryClient();
    const clientError = vi.fn(() =>
      Promise.reject(new ApiError({ code: "NOT_FOUND", message: "", status: 404 })),
    );
    await queryClient.fetchQuery({ queryKey: ["a"], queryFn: clientError }).catch(() => {});
    expect(clientError).toHaveBeenCalledTimes(1);

    const networkError = vi.fn(() =>
      Promise.reject(new ApiError({ code: "NETWORK_ERROR", message: "", status: 0 })),
    );
    await queryClient.fetchQuery({ queryKey: ["b"], queryFn: networkError, retryDelay: 0 }).catch(() => {});
    expect(networkError).toHaveBeenCalledTimes(3);
  });

  it("forgets the previous user's data when the session check finds another user or none", () => {
    const queryClient = createAppQueryClient();
    const sessionKey = sessionQueryOptions().queryKey;
    queryClient.setQueryData(sessionKey, signedInSession);
    queryClient.setQueryData(["profile"], { id: signedInSession.user.id });

    queryClient.setQueryData(sessionKey, signedInSession);
    expect(queryClient.getQueryData(["profile"])).toEqual({ id: signedInSession.user.id });

    const otherUser: Session = { ...signedInSession, user: { ...signedInSession.user, id: "someone-else" } };
    queryClient.setQueryData(sessionKey, otherUser);
    expect(queryClient.getQueryData(["profile"])).toBeUndefined();

    queryClient.setQueryData(["profile"], { id: "someone-else" });
    queryClient.setQueryData(sessionKey, null);
    expect(queryClient.getQueryData(["profile"])).toBeUndefined();
  });
});
