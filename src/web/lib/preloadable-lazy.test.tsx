import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { describe, expect, it, vi } from "vitest";
import { preloadableLazy } from "./preloadable-lazy";

function View({ name }: { name: string }) {
  return <p>{name}</p>;
}

describe("preloadableLazy", () => {
  it("draws a view already loaded in the render that first shows it, without its fallback", async () => {
    const load = vi.fn(async () => ({ default: View }));
    const { Component, preload } = preloadableLazy(load);
    await preload();

    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Table" />
      </Suspense>,
    );

    expect(screen.getByText("Table")).toBeInTheDocument();
    expect(screen.queryByText("Loading...")).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("loads a view not preloaded when it is first shown, once", async () => {
    const load = vi.fn(async () => ({ default: View }));
    const { Component, preload } = preloadableLazy(load);

    render(
      <Suspense fallback={<p>Loading...</p>}>
        <Component name="Board" />
      </Suspense>,
    );

    expect(screen.getByText("Loading...")).toBeInTheDocument();
    expect(await screen.findByText("Board")).toBeInTheDocument();
    await preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("tries a failed download again at the next preload", async () => {
    const load = vi
      .fn<() => Promise<{ default: typeof View }>>()
      .mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"))
      .mockResolvedValue({ default: View });
    const { preload } = preloadableLazy(load);

    await expect(preload()).rejects.toThrow("Failed to fetch");
    await expect(preload()).resolves.toEqual({ default: View });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
