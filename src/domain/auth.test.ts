import { describe, expect, it } from "vitest";
import { forgotPasswordInput, loginInput, resetPasswordInput, signupInput } from "./auth";

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]));

const validSignup = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@example.com",
  password: "Str0ng!Pass",
  confirmPassword: "Str0ng!Pass",
  agreeToTerms: true,
};

describe("login", () => {
  it("needs a valid email and a password", () => {
    expect(messages(loginInput.safeParse({ email: "ada", password: "" }))).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
  });

  it("defaults remember-me to false", () => {
    expect(loginInput.parse({ email: "ada@example.com", password: "x" }).rememberMe).toBe(false);
  });
});

describe("signup", () => {
  it("accepts a valid form, trims names and drops an empty job title", () => {
    const parsed = signupInput.parse({ ...validSignup, firstName: "  Ada ", jobTitle: "" });
    expect(parsed.firstName).toBe("Ada");
    expect(parsed.jobTitle).toBeUndefined();
  });

  it.each([
    [{ firstName: "A" }, "firstName", "First name must be at least 2 characters"],
    [{ lastName: " L " }, "lastName", "Last name must be at least 2 characters"],
    [{ email: "ada@" }, "email", "Please enter a valid email address"],
    [{ password: "Sh0rt!", confirmPassword: "Sh0rt!" }, "password", "Password must be at least 8 characters"],
    [
      { password: "lower1!case", confirmPassword: "lower1!case" },
      "password",
      "Password must contain at least one uppercase letter",
    ],
    [
      { password: "UPPER1!CASE", confirmPassword: "UPPER1!CASE" },
      "password",
      "Password must contain at least one lowercase letter",
    ],
    [
      { password: "NoNumber!!", confirmPassword: "NoNumber!!" },
      "password",
      "Password must contain at least one number",
    ],
    [
      { password: "NoSpecial12", confirmPassword: "NoSpecial12" },
      "password",
      "Password must contain at least one special character",
    ],
    [{ confirmPassword: "Different1!" }, "confirmPassword", "Passwords don't match"],
    [{ agreeToTerms: false }, "agreeToTerms", "You must agree to the terms and conditions"],
  ])("refuses %o on %s", (change, field, message) => {
    expect(messages(signupInput.safeParse({ ...validSignup, ...change }))[field]).toBe(message);
  });

  it("reports a password mismatch even while other fields fail", () => {
    const result = messages(
      signupInput.safeParse({ ...validSignup, firstName: "", confirmPassword: "nope" }),
    );
    expect(result.confirmPassword).toBe("Passwords don't match");
    expect(result.firstName).toBe("First name must be at least 2 characters");
  });
});

describe("forgot and reset password", () => {
  it("needs a valid email to send the link", () => {
    expect(messages(forgotPasswordInput.safeParse({ email: "x" }))).toEqual({
      email: "Please enter a valid email address",
    });
  });

  it("uses the reset page's own length message and the signup rules", () => {
    expect(messages(resetPasswordInput.safeParse({ password: "Ab1!", confirmPassword: "Ab1!" }))).toEqual({
      password: "Password must be at least 8 characters long",
    });
    expect(
      messages(resetPasswordInput.safeParse({ password: "abcdefg1!", confirmPassword: "abcdefg1!" })),
    ).toEqual({
      password: "Password must contain at least one uppercase letter",
    });
    expect(
      messages(resetPasswordInput.safeParse({ password: "Abcdefg1!", confirmPassword: "Abcdefg1?" })),
    ).toEqual({
      confirmPassword: "Passwords don't match",
    });
  });
});
