import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterFirstPaint, firstPaintWaitMs } from "./after-first-paint";

/** A stand-in for the browser's paint timing: `paint()` reports the first contentful paint. */
function stubPaintTiming() {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  class FakeObserver {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly callback: (typeof observers)[number]) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  return {
    paint: (name = "first-contentful-paint") => {
      for (const callback of [...observers])
        callback({ getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) });
    },
    listening: () => observers.length,
  };
}

describe("afterFirstPaint", () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("runs once the first contentful paint is reported, not at the frame before it", () => {
    const timing = stubPaintTiming();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(firstPaintWaitMs - 1);
    timing.paint("first-paint");
    vi.advanceTimersByTime(0);
    expect(run).not.toHaveBeenCalled();

    timing.paint();
    vi.advanceTimersByTime(0);
    expect(run).toHaveBeenCalledTimes(1);
    expect(timing.listening()).toBe(0);

    vi.advanceTimersByTime(firstPaintWaitMs);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs shortly after the first frame when no paint is reported", () => {
    stubPaintTiming();
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersByTime(firstPaintWaitMs);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(firstPaintWaitMs + 1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it("runs after the first frame where the browser has no paint timing", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    const run = vi.fn();
    afterFirstPaint(run);
    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(firstPaintWaitMs + 1);
    expect(run).toHaveBeenCalledTimes(1);
  });
});
