// An account's sign-up as the form sends it, for every suite that makes accounts (API tests,
// spawned servers, browser flows).
export const strongPassword = "Str0ng!Passw0rd";

export const signupBody = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstName: "Ada",
  lastName: "Lovelace",
  email,
  password: strongPassword,
  confirmPassword: strongPassword,
  jobTitle: "Engineer",
  agreeToTerms: true,
  ...overrides,
});
