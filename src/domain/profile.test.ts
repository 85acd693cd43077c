import { describe, expect, it } from "vitest";
import {
  avatarColors,
  colorForName,
  displayName,
  initials,
  initialsColorOn,
  normaliseTier,
  updateProfileInput,
} from "./profile";

/** The WCAG contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string) {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5]
      .map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

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
    // Words that are not names (an ampersand, a dash) are passed over.
    expect(initials("Globex & Co")).toBe("GC");
    expect(initials("- Umbrella")).toBe("U");
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

  it("writes initials in white or black, whichever reads on the colour (4.5:1 at least on the palette)", () => {
    for (const color of avatarColors)
      expect(contrast(color, initialsColorOn(color)), color).toBeGreaterThanOrEqual(4.5);
    expect(initialsColorOn("#000000")).toBe("#FFFFFF");
    expect(initialsColorOn("#FFFFFF")).toBe("#000000");
    expect(initialsColorOn("not a colour")).toBe("#FFFFFF");
  });

  it("accepts any part of the profile at a time, and refuses what is not the profile's", () => {
    expect(updateProfileInput.parse({ jobTitle: "" })).toEqual({ jobTitle: null });
    expect(updateProfileInput.parse({ avatarColor: "#abcdef" })).toEqual({ avatarColor: "#ABCDEF" });
    expect(updateProfileInput.safeParse({ email: "x@example.com" }).success).toBe(false);
    expect(updateProfileInput.safeParse({ tier: "pro" }).success).toBe(false);
  });
});
