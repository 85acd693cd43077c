// An action a component starts and waits on (a form's request, say): whether it is running
// and whether it has succeeded, without a data layer. The account pages use it, as they also
// run on pages that load no data layer at all.
import { useCallback, useState } from "react";

type ActionState = "idle" | "pending" | "succeeded" | "failed";

export function useAction<Args extends unknown[], Result>(action: (...args: Args) => Promise<Result>) {
  const [state, setState] = useState<ActionState>("idle");
  const run = useCallback(
    async (...args: Args) => {
      setState("pending");
      try {
        const result = await action(...args);
        setState("succeeded");
        return result;
      } catch (error) {
        setState("failed");
        throw error;
      }
    },
    [action],
  );
  const reset = useCallback(() => setState("idle"), []);
  return { run, reset, isPending: state === "pending", isSuccess: state === "succeeded" };
}
