import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PasswordStrengthMeter } from "./password-strength-meter";

function strengthShown() {
  return screen.getByText(/Password strength:/).textContent;
}

describe("PasswordStrengthMeter", () => {
  it.each([
    ["abc", "Weak"], // lowercase only
    ["abcdefgh", "Weak"], // length and lowercase: 2
    ["Abcdefgh", "Fair"], // + uppercase: 3
    ["Abcdefg1", "Good"], // + number: 4
    ["Abcdef1!", "Strong"], // all five
  ])("rates %s as %s", (password, label) => {
    render(<PasswordStrengthMeter password={password} />);
    expect(strengthShown()).toBe(`Password strength: ${label}`);
  });

  it("shows the rules to meet before anything is typed, rating nothing yet", () => {
    render(<PasswordStrengthMeter password="" />);
    expect(strengthShown()).toBe("Password strength: none yet");
    expect(screen.getByText("At least 8 characters").parentElement).toHaveTextContent(
      "At least 8 characters (not met)",
    );
  });

  it("ticks the criteria the password meets", () => {
    render(<PasswordStrengthMeter password="Abcdefg1" />);
    expect(screen.getByText("One number").parentElement).toHaveTextContent("One number (met)");
    expect(screen.getByText("One special character").parentElement).toHaveTextContent(
      "One special character (not met)",
    );
  });
});
