import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '@/lib/mail/deliver';

describe('mail retry delay', () => {
  it('doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
    expect(retryDelaySeconds(1000)).toBe(3600);
  });
});
