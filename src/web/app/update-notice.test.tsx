import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, expect, it, vi } from "vitest";
import { UpdateNotice } from "./update-notice";

const worker = vi.hoisted(() => ({
  needRefresh: true,
  setNeedRefresh: (_: boolean) => {},
  updateServiceWorker: (_reloadPage?: boolean) => Promise.resolve(),
}));

vi.mock("virtual:pwa-register/react", () => ({
  useRegisterSW: () => ({
    needRefresh: [worker.needRefresh, worker.setNeedRefresh],
    updateServiceWorker: worker.updateServiceWorker,
  }),
}));

beforeEach(() => {
  worker.needRefresh = true;
  worker.setNeedRefresh = vi.fn();
  worker.updateServiceWorker = vi.fn(() => Promise.resolve());
});

it("shows nothing while no new version waits", () => {
  worker.needRefresh = false;
  const { container } = render(<UpdateNotice />);
  expect(container).toBeEmptyDOMElement();
});

it("Refresh Now asks the waiting version to take over and shows the update under way until the reload", async () => {
  render(<UpdateNotice />);
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
  render(<UpdateNotice />);
  await userEvent.click(screen.getByRole("button", { name: "Later" }));
  await userEvent.click(screen.getByRole("button", { name: "Dismiss" }));
  expect(worker.setNeedRefresh).toHaveBeenNthCalledWith(1, false);
  expect(worker.setNeedRefresh).toHaveBeenNthCalledWith(2, false);
  expect(worker.updateServiceWorker).not.toHaveBeenCalled();
});
