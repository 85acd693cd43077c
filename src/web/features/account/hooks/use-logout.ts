import { type QueryClient, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { paths } from "@/domain/paths";
import { toast } from "@/web/components/ui/use-toast";
import { sessionQueryOptions } from "../api/get-session";
import { useSignOut } from "../api/sign-out";

/** Forgets the session and everything cached for the user who was signed in. */
export function clearSignedInData(queryClient: QueryClient, options: { keepSession?: boolean } = {}) {
  const sessionKey = sessionQueryOptions().queryKey;
  if (!options.keepSession) queryClient.setQueryData(sessionKey, null);
  queryClient.removeQueries({
    predicate: (query) => query.queryKey[0] !== sessionKey[0] && query.queryKey[0] !== "config",
  });
}

/** Sign out, then the Logged Out toast and /login; a failed sign-out says so in a toast. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const signOut = useSignOut();

  async function logout() {
    try {
      await signOut.mutateAsync();
    } catch {
      toast({
        title: "Logout Error",
        description: "An unexpected error occurred during logout.",
        variant: "destructive",
      });
      return;
    }
    clearSignedInData(queryClient);
    await navigate(paths.login, { replace: true });
    toast({ title: "Logged Out", description: "You have been successfully logged out.", variant: "success" });
  }

  return { logout, isPending: signOut.isPending };
}
