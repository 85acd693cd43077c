import { describe, expect, it } from "vitest";
import { passwordScore, passwordStrength } from "./password";

describe("password strength meter", () => {
  it.each([
    ["", 0, "Weak"],
    ["abc", 1, "Weak"],
    ["abcdefgh", 2, "Weak"],
    ["Abcdefgh", 3, "Fair"],
    ["Abcdefg1", 4, "Good"],
    ["Abcdef1!", 5, "Strong"],
    ["A1!", 3, "Fair"],
    ["ab1!", 3, "Fair"],
  ])("%j meets %i criteria: %s", (password, score, label) => {
    expect(passwordScore(password)).toBe(score);
    expect(passwordStrength(password)).toBe(label);
  });

  it("counts only the listed special characters", () => {
    expect(passwordScore("Abcdefg1_")).toBe(4);
    expect(passwordScore("Abcdefg1<")).toBe(5);
  });
});
