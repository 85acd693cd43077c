import { describe, expect, it } from "vitest";
import { avatarColors, colorForName, displayName, initials, normaliseTier } from "./profile";

describe("profile display rules", () => {
  it("falls back from full name to the email's local part to 'User'", () => {
    expect(displayName({ firstName: "Ada", lastName: "Lovelace", email: "a@x.io" })).toBe("Ada Lovelace");
    expect(displayName({ firstName: "Ada", lastName: null, email: "a@x.io" })).toBe("Ada");
    expect(displayName({ firstName: " ", lastName: null, email: "ada.l@x.io" })).toBe("ada.l");
    expect(displayName({})).toBe("User");
  });

  it("takes initials from up to two words, or 'U'", () => {
    expect(initials("ada lovelace byron")).toBe("AL");
    expect(initials("Grace")).toBe("G");
    expect(initials("   ")).toBe("U");
    expect(initials(null)).toBe("U");
  });

  it("chooses a palette colour deterministically from the name", () => {
    expect(colorForName("Ada Lovelace")).toBe(colorForName("Ada Lovelace"));
    expect(avatarColors).toContain(colorForName("Ada Lovelace"));
    const spread = new Set(["Ada", "Grace", "Alan", "Linus", "Barbara", "Edsger"].map(colorForName));
    expect(spread.size).toBeGreaterThan(2);
  });

  it("stores tiers other than free and pro as null", () => {
    expect(normaliseTier("pro")).toBe("pro");
    expect(normaliseTier("enterprise")).toBeNull();
  });
});
