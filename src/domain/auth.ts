// The account forms' schemas. Each validates the form in the browser and the request on the
// server, with the same messages, so a client other than the web app meets the same rules.
import { z } from "zod";
import { passwordMinLength, passwordRuleMessages, passwordSpecialPattern } from "./password";
import { plainString } from "./text";

export const emailMessage = "Please enter a valid email address";
const passwordsDontMatchMessage = "Passwords don't match";
const passwordMaxLength = 128;

export const email = z
  .string({ error: emailMessage })
  .trim()
  .max(254, { error: emailMessage })
  .pipe(z.email({ error: emailMessage }));

/** Checked as soon as both passwords are strings, even while other fields still fail. */
const passwordsMatch = {
  error: passwordsDontMatchMessage,
  path: ["confirmPassword"],
  when: (payload: { value: unknown }) => {
    const value = payload.value as { password?: unknown; confirmPassword?: unknown } | undefined;
    return typeof value?.password === "string" && typeof value?.confirmPassword === "string";
  },
};

/** Signup and reset share the rules; only the length message differs (reset's ends in "long"). */
function newPassword(lengthMessage: string) {
  return z
    .string({ error: lengthMessage })
    .min(passwordMinLength, { error: lengthMessage })
    .max(passwordMaxLength, { error: `Password must be at most ${passwordMaxLength} characters` })
    .regex(/[A-Z]/, { error: passwordRuleMessages.uppercase })
    .regex(/[a-z]/, { error: passwordRuleMessages.lowercase })
    .regex(/[0-9]/, { error: passwordRuleMessages.number })
    .regex(passwordSpecialPattern, { error: passwordRuleMessages.special });
}

export function personName(label: "First" | "Last") {
  const message = `${label} name must be at least 2 characters`;
  return plainString(`${label} name`, message)
    .trim()
    .min(2, { error: message })
    .max(100, { error: `${label} name must be at most 100 characters` });
}

export const jobTitle = plainString("Job title")
  .trim()
  .max(100, { error: "Job title must be at most 100 characters" });

export const loginInput = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, { error: "Password is required" }),
  rememberMe: z.boolean().default(false),
});
export type LoginInput = z.input<typeof loginInput>;

export const signupInput = z
  .object({
    firstName: personName("First"),
    lastName: personName("Last"),
    email,
    password: newPassword("Password must be at least 8 characters"),
    confirmPassword: z.string({ error: passwordsDontMatchMessage }),
    jobTitle: jobTitle.optional().transform((value) => (value ? value : undefined)),
    agreeToTerms: z.literal(true, { error: "You must agree to the terms and conditions" }),
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch);
export type SignupInput = z.input<typeof signupInput>;

export const forgotPasswordInput = z.object({ email });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({
    password: newPassword("Password must be at least 8 characters long"),
    confirmPassword: z.string({ error: passwordsDontMatchMessage }),
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch);
export type ResetPasswordInput = z.input<typeof resetPasswordInput>;

/** What the server checks of a new password on reset or change (no confirmation travels). */
export const newPasswordSchema = newPassword("Password must be at least 8 characters long");

const currentPasswordMessage = "Enter your current password";
export const wrongPasswordMessage = "The password is not right";
/** A new password among the most common ones (checked on the server, which holds the list). */
export const commonPasswordMessage = "This password is too common and easy to guess. Please choose another.";
export const currentPassword = z
  .string({ error: currentPasswordMessage })
  .min(1, { error: currentPasswordMessage })
  .max(passwordMaxLength, { error: currentPasswordMessage });

/** Changing the password: the current one proves it is the owner; every other session ends. */
export const changePasswordInput = z
  .object({
    currentPassword,
    password: newPassword("Password must be at least 8 characters long"),
    confirmPassword: z.string({ error: passwordsDontMatchMessage }),
  })
  .refine((input) => input.password === input.confirmPassword, passwordsMatch);
export type ChangePasswordInput = z.input<typeof changePasswordInput>;

/** Changing the sign-in address: the new one must confirm by a mailed link. */
export const changeEmailInput = z.object({ newEmail: email, currentPassword });
export type ChangeEmailInput = z.input<typeof changeEmailInput>;

// Messages of the confirmation page and the check-your-email page.
export const confirmationMessages = {
  invalidLink: "Invalid confirmation link. Please check your email for the correct link.",
  expired: "This confirmation link has expired. Please sign up again to receive a new confirmation email.",
  invalid: "This confirmation link is invalid. Please check your email for the correct link.",
  failed: "Email confirmation failed. Please try again or contact support.",
  unexpected: "An unexpected error occurred. Please try again or contact support.",
} as const;

export const resendMessages = {
  noEmail: "Email address not available. Please try signing up again.",
  failed: "Failed to resend confirmation email. Please try again.",
  sent: "Confirmation email sent! Check your inbox (and spam folder).",
} as const;

export const appleNotConfiguredMessage = "Apple Sign In is not configured. Please contact support.";

/** Link lifetimes stated to the user; the server's token lifetimes (server/auth/auth.ts) match. */
export const resetLinkLifetimeHours = 24;
export const confirmationLinkLifetimeHours = 24;
