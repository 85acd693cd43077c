import { render, screen } from "@testing-library/react";
import { afterEach, expect, it } from "vitest";
import { followBrowserConnection } from "@/web/lib/online";
import { goOffline, goOnline } from "@/web/testing/connection";
import { OfflineBanner } from "./offline-banner";

afterEach(goOnline);

it("says the page shows the last data seen and cannot change it while offline, and goes when back online", () => {
  followBrowserConnection();
  render(<OfflineBanner />);
  const region = screen.getByRole("status");
  expect(region).toBeEmptyDOMElement();

  goOffline();
  expect(region).toHaveTextContent(
    "You're offline. You're seeing your data as it was last loaded. It can't be changed until the connection returns.",
  );

  goOnline();
  expect(region).toBeEmptyDOMElement();
});

it("knows the browser is offline when the app opens without a connection", () => {
  goOffline();
  followBrowserConnection();
  render(<OfflineBanner />);
  expect(screen.getByRole("status")).toHaveTextContent("You're offline.");
});
