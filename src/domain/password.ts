// Password rules and the strength meter: the meter guides while the user types; the rules decide.

export const passwordMinLength = 8;

const specialPattern = /[!@#$%^&*(),.?":{}|<>]/;

export const passwordCriteria = [
  { id: "length", label: "At least 8 characters", test: (p: string) => p.length >= passwordMinLength },
  { id: "uppercase", label: "One uppercase letter", test: (p: string) => /[A-Z]/.test(p) },
  { id: "lowercase", label: "One lowercase letter", test: (p: string) => /[a-z]/.test(p) },
  { id: "number", label: "One number", test: (p: string) => /[0-9]/.test(p) },
  { id: "special", label: "One special character", test: (p: string) => specialPattern.test(p) },
] as const;

export type PasswordStrength = "Weak" | "Fair" | "Good" | "Strong";

export function passwordScore(password: string): number {
  return passwordCriteria.filter((criterion) => criterion.test(password)).length;
}

/** Five criteria: 2 or fewer met is Weak, 3 Fair, 4 Good, 5 Strong. */
export function passwordStrength(password: string): PasswordStrength {
  const score = passwordScore(password);
  if (score <= 2) return "Weak";
  if (score === 3) return "Fair";
  if (score === 4) return "Good";
  return "Strong";
}

export const passwordRuleMessages = {
  uppercase: "Password must contain at least one uppercase letter",
  lowercase: "Password must contain at least one lowercase letter",
  number: "Password must contain at least one number",
  special: "Password must contain at least one special character",
} as const;

export { specialPattern as passwordSpecialPattern };
