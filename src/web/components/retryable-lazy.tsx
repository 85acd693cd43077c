import { Component, type ComponentType, lazy, type ReactNode, useCallback, useState } from "react";

/**
 * React.lazy keeps a failed import's rejection for good, so trying again needs a new lazy
 * component. `attempt` changes with each retry; give it to LoadBoundary as its resetKey.
 */
export function useRetryableLazy<TProps extends object>(
  load: () => Promise<{ default: ComponentType<TProps> }>,
) {
  const [state, setState] = useState(() => ({ Component: lazy(load), attempt: 0 }));
  const retry = useCallback(
    () => setState((current) => ({ Component: lazy(load), attempt: current.attempt + 1 })),
    [load],
  );
  return { Component: state.Component, attempt: state.attempt, retry };
}

type LoadBoundaryProps = { resetKey: unknown; fallback: ReactNode; children: ReactNode };
type LoadBoundaryState = { failed: boolean; resetKey: unknown };

/** Shows `fallback` when its children fail to load or render, until `resetKey` changes. */
export class LoadBoundary extends Component<LoadBoundaryProps, LoadBoundaryState> {
  override state: LoadBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<LoadBoundaryState> {
    return { failed: true };
  }

  // Reset in the same render as the new key, so the old failure never flashes.
  static getDerivedStateFromProps(props: LoadBoundaryProps, state: LoadBoundaryState) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
