import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { paths } from "@/domain/paths";
import { renderPage } from "@/web/testing/render";
import { Goodbye } from "./goodbye";

describe("the page after an account is deleted", () => {
  it("says what went, with the count of applications it was handed", () => {
    renderPage(<Goodbye />, {
      path: paths.goodbye,
      initialEntries: [{ pathname: paths.goodbye, state: { applications: 142 } }],
    });
    expect(screen.getByRole("heading", { name: "Account deleted" })).toBeInTheDocument();
    expect(screen.getByText("Your account and everything in it has been deleted.")).toBeInTheDocument();
    expect(screen.getByText(/^your 142 applications and their history/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the home page" })).toHaveAttribute(
      "href",
      paths.landing,
    );
    expect(screen.getByRole("link", { name: "Create a new account" })).toHaveAttribute("href", paths.signup);
  });

  it("says the same without a count when reached again later", () => {
    renderPage(<Goodbye />, { path: paths.goodbye });
    expect(screen.getByText(/^your applications and their history/)).toBeInTheDocument();
  });
});
