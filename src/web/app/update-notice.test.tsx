import { QueryClientProvider } from "@tanstack/react-query";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { settleAtLatestMs, settleQuietMs } from "@/web/hooks/use-page-settled";
import { testQueryClient } from "@/web/testing/render";
import { NewVersionNotice, UpdateNotice } from "./update-notice";

const worker = vi.hoisted(() => ({
  registered: 0,
  needRefresh: true,
  setNeedRefresh: (_: boolean) => {},
  updateServiceWorker: (_reloadPage?: boolean) => Promise.resolve(),
}));

vi.mock("virtual:pwa-register/react", () => ({
  useRegisterSW: () => {
    worker.registered++;
    return {
      needRefresh: [worker.needRefresh, worker.setNeedRefresh],
      updateServiceWorker: worker.updateServiceWorker,
    };
  },
}));

beforeEach(() => {
  worker.registered = 0;
  worker.needRefresh = true;
  worker.setNeedRefresh = vi.fn();
  worker.updateServiceWorker = vi.fn(() => Promise.resolve());
});

it("shows nothing while no new version waits", () => {
  worker.needRefresh = false;
  const { container } = render(<NewVersionNotice />);
  expect(container).toBeEmptyDOMElement();
});

it("Refresh Now asks the waiting version to take over and shows the update under way until the reload", async () => {
  render(<NewVersionNotice />);
  const notice = screen.getByRole("status");
  expect(notice).toHaveTextContent("Update available");
  expect(notice).toHaveTextContent("A new version of JobTrail is ready.");

  await userEvent.click(screen.getByRole("button", { name: "Refresh Now" }));
  expect(worker.updateServiceWorker).toHaveBeenCalledExactlyOnceWith(true);
  const pressed = screen.getByRole("button", { name: "Updating..." });
  expect(pressed).toBeDisabled();
  expect(screen.queryByRole("button", { name: "Refresh Now" })).not.toBeInTheDocument();
});

it("Later and Dismiss hide the notice without updating", async () => {
  render(<NewVersionNotice />);
  await userEvent.click(screen.getByRole("button", { name: "Later" }));
  await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  expect(worker.setNeedRefresh).toHaveBeenNthCalledWith(1, false);
  expect(worker.setNeedRefresh).toHaveBeenNthCalledWith(2, false);
  expect(worker.updateServiceWorker).not.toHaveBeenCalled();
});

describe("the worker's registration", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  /** The app with one request in flight, answered by `answer()`. */
  function renderWhileFetching() {
    const queryClient = testQueryClient();
    let answer = () => {};
    void queryClient.fetchQuery({
      queryKey: ["slow"],
      queryFn: () => new Promise<string>((resolve) => (answer = () => resolve("done"))),
    });
    render(
      <QueryClientProvider client={queryClient}>
        <UpdateNotice />
      </QueryClientProvider>,
    );
    return { answer: () => act(answer) };
  }

  it("waits until the app has had nothing to fetch for a while", async () => {
    const { answer } = renderWhileFetching();
    await act(() => vi.advanceTimersByTimeAsync(settleQuietMs * 3));
    expect(worker.registered).toBe(0);
    await answer();
    await act(() => vi.advanceTimersByTimeAsync(settleQuietMs - 100));
    expect(worker.registered).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(worker.registered).toBeGreaterThan(0);
    expect(screen.getByRole("status")).toHaveTextContent("Update available");
  });

  it("registers at the latest a while after the load, however long a request takes", async () => {
    renderWhileFetching();
    await act(() => vi.advanceTimersByTimeAsync(settleAtLatestMs - 100));
    expect(worker.registered).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(worker.registered).toBeGreaterThan(0);
  });
});
