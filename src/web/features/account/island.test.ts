import { describe, expect, it } from "vitest";
import { paths } from "@/domain/paths";
import { builtAccountHost, drawnAsBuilt, drawnAtBuild, settingsChangeDrawing } from "./island";

const visit = (pathname: string, search = "", state: unknown = null) => ({
  pathname,
  search: new URLSearchParams(search),
  state,
});

describe("the account pages drawn at build", () => {
  it("draws the forms, not the pages that show what the last page or the link carried", () => {
    expect(drawnAtBuild(paths.login)).toBe(true);
    expect(drawnAtBuild(paths.signup)).toBe(true);
    expect(drawnAtBuild(paths.forgotPassword)).toBe(true);
    expect(drawnAtBuild(paths.resetPassword)).toBe(true);
    expect(drawnAtBuild(paths.confirmationPending)).toBe(false);
    expect(drawnAtBuild(paths.authConfirm)).toBe(false);
  });

  it("takes a visit as drawn only when nothing it carries changes the page", () => {
    expect(drawnAsBuilt(visit(paths.login))).toBe(true);
    expect(drawnAsBuilt(visit(paths.login, "", { message: "Your email has been confirmed." }))).toBe(false);
    expect(drawnAsBuilt(visit(paths.signup))).toBe(true);
    expect(drawnAsBuilt(visit(paths.signup, "?invitation=abc&email=ada%40example.com"))).toBe(false);
    expect(drawnAsBuilt(visit(paths.signup, "?email=ada%40example.com"))).toBe(false);
    expect(drawnAsBuilt(visit(paths.resetPassword, "?token=abc"))).toBe(true);
    expect(drawnAsBuilt(visit(paths.resetPassword))).toBe(false);
    expect(drawnAsBuilt(visit(paths.confirmationPending, "", { email: "ada@example.com" }))).toBe(false);
    expect(drawnAsBuilt(visit(paths.authConfirm, "?token_hash=abc&type=email"))).toBe(false);
  });

  it("draws a reset link's form as for any token, and acts on nothing", () => {
    expect(builtAccountHost(paths.resetPassword).search.has("token")).toBe(true);
    expect(builtAccountHost(paths.login).search.size).toBe(0);
    expect(() => builtAccountHost(paths.login).go(paths.dashboard)).toThrow();
  });

  it("knows which settings change what the build drew", () => {
    expect(settingsChangeDrawing(undefined)).toBe(false);
    expect(settingsChangeDrawing({ appleSignIn: false, signup: "open" })).toBe(false);
    expect(settingsChangeDrawing({ appleSignIn: true, signup: "open" })).toBe(true);
    expect(settingsChangeDrawing({ appleSignIn: false, signup: "invitation" })).toBe(true);
    expect(settingsChangeDrawing({ appleSignIn: false, signup: "closed" })).toBe(true);
  });
});
