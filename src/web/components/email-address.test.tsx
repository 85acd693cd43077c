import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmailAddress } from "./email-address";

describe("EmailAddress", () => {
  it("offers line breaks only before the @ and the dots, and reads as the whole address", () => {
    const { container } = render(<EmailAddress email="riley.newcomer@example.com" />);
    const address = container.firstElementChild!;
    expect(address).toHaveTextContent("riley.newcomer@example.com");
    expect(address.innerHTML).toBe("riley<wbr>.newcomer<wbr>@example<wbr>.com");
    expect(address).toHaveClass("inline-block", "wrap-anywhere");
    expect(address).not.toHaveClass("break-all");
  });
});
