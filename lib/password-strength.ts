/**
 * The password strength meter of spec §4. Each character adds 5 divided by how many times
 * it has appeared so far (repeats count for less and less); then 10 for each character
 * class beyond the first (digits, lower case, upper case, non-word); truncated.
 */
export function passwordScore(password: string): number {
  const seen = new Map<string, number>();
  let score = 0;
  for (const character of password) {
    const count = (seen.get(character) ?? 0) + 1;
    seen.set(character, count);
    score += 5 / count;
  }
  const classes = [/\d/, /[a-z]/, /[A-Z]/, /\W/].filter((pattern) => pattern.test(password)).length;
  score += Math.max(0, classes - 1) * 10;
  return Math.trunc(score);
}

export type StrengthLevel = 0 | 1 | 2 | 3 | 4 | 5;

export const STRENGTH_COLOURS: Record<Exclude<StrengthLevel, 0>, string> = {
  1: '#d32f2f',
  2: '#f57c00',
  3: '#fbc02d',
  4: '#9ccc65',
  5: '#2e7d32',
};

/** Bars lit: none for an empty password; thresholds 20, 40, 70 and 90 (spec §9). */
export function strengthLevel(password: string): StrengthLevel {
  if (!password) return 0;
  const score = passwordScore(password);
  if (score < 20) return 1;
  if (score < 40) return 2;
  if (score < 70) return 3;
  if (score <= 90) return 4;
  return 5;
}
