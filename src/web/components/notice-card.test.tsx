import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { acceptAll } from "@/domain/consent";
import { storeConsent } from "@/web/lib/consent";
import { renderPage } from "@/web/testing/render";
import { NoticeCard } from "./notice-card";

const card = () => (
  <NoticeCard name="follow-ups" icon={null} title="Follow up" summary="3 due">
    <p>Acme · 2 days overdue</p>
  </NoticeCard>
);

describe("a notice card above the dashboard", () => {
  it("folds to its heading with a press, and unfolds again", async () => {
    const user = userEvent.setup();
    renderPage(card());
    const toggle = screen.getByRole("button", { name: /Follow up/ });
    expect(screen.getByRole("region", { name: "Follow up" })).toBeInTheDocument();
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText("Acme · 2 days overdue")).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText("Acme · 2 days overdue")).not.toBeVisible();
    await user.click(toggle);
    expect(screen.getByText("Acme · 2 days overdue")).toBeVisible();
  });

  it("remembers being folded on this device when preferences may be kept", async () => {
    storeConsent(acceptAll);
    const user = userEvent.setup();
    const first = renderPage(card());
    await user.click(screen.getByRole("button", { name: /Follow up/ }));
    first.unmount();
    renderPage(card());
    expect(screen.getByRole("button", { name: /Follow up/ })).toHaveAttribute("aria-expanded", "false");
  });

  it("forgets it when only essential storage is allowed", async () => {
    const user = userEvent.setup();
    const first = renderPage(card());
    await user.click(screen.getByRole("button", { name: /Follow up/ }));
    first.unmount();
    renderPage(card());
    expect(screen.getByRole("button", { name: /Follow up/ })).toHaveAttribute("aria-expanded", "true");
  });
});
