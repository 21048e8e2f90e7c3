import { describe, expect, it } from 'vitest';
import { passwordScore, strengthLevel } from '@/lib/password-strength';

describe('password strength (spec §4)', () => {
  it('adds 5 / occurrence for each character', () => {
    expect(passwordScore('a')).toBe(5);
    expect(passwordScore('ab')).toBe(10);
    // a: 5, a: 2.5, a: 1.666… → 9.1666 → 9
    expect(passwordScore('aaa')).toBe(9);
    expect(passwordScore('abcd')).toBe(20);
  });

  it('adds 10 for each character class beyond the first', () => {
    expect(passwordScore('aA')).toBe(20);
    expect(passwordScore('aA1')).toBe(35);
    expect(passwordScore('aA1!')).toBe(50);
    // '_' is a word character: no class at all, no bonus and no penalty.
    expect(passwordScore('__')).toBe(7);
  });

  it('lights the bars at 20, 40, 70 and over 90', () => {
    expect(strengthLevel('')).toBe(0);
    expect(strengthLevel('abc')).toBe(1); // 15
    expect(strengthLevel('abcd')).toBe(2); // 20
    expect(strengthLevel('abcdefg')).toBe(2); // 35
    expect(strengthLevel('abcdefgh')).toBe(3); // 40
    expect(strengthLevel('abcdefghijklm')).toBe(3); // 65
    expect(strengthLevel('Abcdefghijkl1')).toBe(4); // 65 + 20 = 85
    expect(strengthLevel('Abcdefghijklm1')).toBe(4); // 70 + 20 = 90, still 4
    expect(strengthLevel('Abcdefghijk1!')).toBe(5); // 65 + 30 = 95
  });

  it('matches a brute-force reading of the rule on many inputs', () => {
    const alphabet = 'aA1!b_ ';
    for (let n = 0; n < 2000; n++) {
      let password = '';
      for (let i = 0, x = n * 7919; i < (n % 23) + 1; i++, x = (x * 31 + 7) % 10007) {
        password += alphabet[x % alphabet.length];
      }
      const counts: Record<string, number> = {};
      let expected = 0;
      for (const c of password) expected += 5 / (counts[c] = (counts[c] ?? 0) + 1);
      const classes = [/\d/, /[a-z]/, /[A-Z]/, /\W/].filter((p) => p.test(password)).length;
      expected = Math.trunc(expected + Math.max(0, classes - 1) * 10);
      expect(passwordScore(password), password).toBe(expected);
      const level =
        expected < 20 ? 1 : expected < 40 ? 2 : expected < 70 ? 3 : expected <= 90 ? 4 : 5;
      expect(strengthLevel(password), password).toBe(level);
    }
  });
});
