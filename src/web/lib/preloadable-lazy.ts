import { type ComponentType, lazy, useEffect, useState } from "react";

type Module<TProps> = { default: ComponentType<TProps> };

/** What a page needs to load a view ahead of showing it. */
type Preloadable = { preload(): Promise<unknown>; isLoaded(): boolean };

/**
 * React.lazy for a view the page can start loading before it is shown. React.lazy given a
 * plain import() suspends at its first render even when the module is already loaded (the
 * promise settles a moment later), and React then holds back what the retry reveals for up
 * to 300 ms after the last loading fallback it showed. Once `preload` has settled, this one
 * draws in the render that first shows it.
 */
export function preloadableLazy<TProps extends object>(load: () => Promise<Module<TProps>>) {
  let loaded: Module<TProps> | undefined;
  let loading: Promise<Module<TProps>> | undefined;
  const preload = (): Promise<Module<TProps>> => {
    loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // A failed download may be tried again (by the next render, or the next preload).
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Component = lazy(() => {
    if (!loaded) return preload();
    // A thenable that answers at once: React.lazy reads the module in the same render.
    const ready = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable is what React.lazy takes, on purpose.
    return { then: (resolve: (module: Module<TProps>) => void) => resolve(ready) } as Promise<Module<TProps>>;
  });
  return { Component, preload, isLoaded: () => loaded !== undefined };
}

/**
 * Starts loading `view` and says whether it is settled: loaded, so that showing it draws it
 * at once, or failed, so that showing it brings up its error boundary.
 */
export function usePreloaded(view: Preloadable): boolean {
  const [settled, setSettled] = useState<Preloadable | null>(null);
  useEffect(() => {
    if (view.isLoaded()) return;
    let current = true;
    const settle = () => {
      if (current) setSettled(view);
    };
    view.preload().then(settle, settle);
    return () => {
      current = false;
    };
  }, [view]);
  return view.isLoaded() || settled === view;
}
