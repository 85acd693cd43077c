import { dictionary } from "@zxcvbn-ts/language-common";
import { describe, expect, it } from "vitest";
import { commonPasswordCount, isCommonPassword } from "./common-passwords";

describe("isCommonPassword", () => {
  const ranked = dictionary["passwords-common"];

  it("holds exactly the most common passwords of the ranked list", () => {
    expect(isCommonPassword(ranked[0]!)).toBe(true);
    expect(isCommonPassword(ranked[commonPasswordCount - 1]!)).toBe(true);
    // The next one down is not in the set (unless it is a common one spelt another way).
    const next = ranked[commonPasswordCount]!;
    expect(ranked.slice(0, commonPasswordCount)).not.toContain(next);
    expect(isCommonPassword(next)).toBe(false);
  });

  it("sees a common password through capitals and added symbols", () => {
    expect(isCommonPassword("Password1!")).toBe(true);
    expect(isCommonPassword("Qwerty123!")).toBe(true);
    expect(isCommonPassword("!ILoveYou1")).toBe(true);
  });

  it("lets an uncommon password through", () => {
    expect(isCommonPassword("Str0ng!Passw0rd")).toBe(false);
    expect(isCommonPassword("correct-Horse-battery-7")).toBe(false);
  });
});
