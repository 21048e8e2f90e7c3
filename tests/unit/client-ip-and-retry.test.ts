import { describe, expect, it } from 'vitest';
import { retryDelaySeconds } from '@/lib/mail/deliver';
import { clientIp } from '@/lib/rate-limit';

describe('clientIp', () => {
  it('takes the first X-Forwarded-For entry, else X-Real-IP, else unknown', () => {
    expect(clientIp(new Headers({ 'x-forwarded-for': ' 203.0.113.7 , 10.0.0.1' }))).toBe(
      '203.0.113.7',
    );
    expect(clientIp(new Headers({ 'x-real-ip': '198.51.100.2' }))).toBe('198.51.100.2');
    expect(clientIp(new Headers({ 'x-forwarded-for': '' }))).toBe('unknown');
    expect(clientIp(new Headers())).toBe('unknown');
  });
});

describe('mail retry delay', () => {
  it('doubles from 30 s and stops at one hour', () => {
    expect([1, 2, 3, 4].map(retryDelaySeconds)).toEqual([30, 60, 120, 240]);
    expect(retryDelaySeconds(20)).toBe(3600);
    expect(retryDelaySeconds(1000)).toBe(3600);
  });
});
