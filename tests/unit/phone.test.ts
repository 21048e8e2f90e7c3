import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from '@/lib/phone';

describe('formatPhone (the 4-3-3 display of spec §9)', () => {
  it('splits ten digits 4-3-3', () => {
    expect(formatPhone('0722123456')).toBe('0722 123 456');
    expect(formatPhone('0213456789')).toBe('0213 456 789');
  });

  it('ignores the spaces the phone was saved with', () => {
    expect(formatPhone('021 345 6789')).toBe('0213 456 789');
    expect(formatPhone(' 07 22 12 34 56 ')).toBe('0722 123 456');
  });

  it('keeps short numbers whole and puts extra digits in a last group', () => {
    expect(formatPhone('0722')).toBe('0722');
    expect(formatPhone('072212')).toBe('0722 12');
    expect(formatPhone('004072212345')).toBe('0040 722 123 45');
    expect(formatPhone('')).toBe('');
  });
});

describe('phoneHref', () => {
  it('keeps only digits and a plus', () => {
    expect(phoneHref('0722 123 456')).toBe('tel:0722123456');
    expect(phoneHref('+40 722-123-456')).toBe('tel:+40722123456');
  });
});
