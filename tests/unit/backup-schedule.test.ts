import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_FILE_PATTERN, backupFileName, backupTime } from '@/lib/backup/backup';
import { latestSlot, nextSlot, waitBeforeNextLook } from '@/lib/backup/schedule';
import { env, resetEnvForTests } from '@/lib/env';

const at = (iso: string) => new Date(iso);
const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

describe('the nightly backup slot, on the Bucharest clock', () => {
  it('is 03:00 in Bucharest: 01:00 UTC in winter, 00:00 UTC in summer', () => {
    expect(latestSlot(at('2026-01-15T12:00:00Z'), 3)).toEqual(at('2026-01-15T01:00:00Z'));
    expect(nextSlot(at('2026-01-15T12:00:00Z'), 3)).toEqual(at('2026-01-16T01:00:00Z'));
    expect(latestSlot(at('2026-07-15T12:00:00Z'), 3)).toEqual(at('2026-07-15T00:00:00Z'));
    expect(nextSlot(at('2026-07-15T12:00:00Z'), 3)).toEqual(at('2026-07-16T00:00:00Z'));
  });

  it('before the hour, the last slot was yesterday; at the hour it is today', () => {
    expect(latestSlot(at('2026-01-15T00:59:59Z'), 3)).toEqual(at('2026-01-14T01:00:00Z'));
    expect(latestSlot(at('2026-01-15T01:00:00Z'), 3)).toEqual(at('2026-01-15T01:00:00Z'));
    expect(nextSlot(at('2026-01-15T01:00:00Z'), 3)).toEqual(at('2026-01-16T01:00:00Z'));
    // 23:30 UTC is already the next day in Bucharest.
    expect(nextSlot(at('2026-01-14T23:30:00Z'), 3)).toEqual(at('2026-01-15T01:00:00Z'));
  });

  it('has one slot on each day summer time starts or ends (03:00 is skipped, or comes twice)', () => {
    // 29 March 2026: at 03:00 EET the clock jumps to 04:00 EEST (01:00 UTC).
    expect(nextSlot(at('2026-03-28T12:00:00Z'), 3)).toEqual(at('2026-03-29T01:00:00Z'));
    expect(nextSlot(at('2026-03-29T01:00:00Z'), 3)).toEqual(at('2026-03-30T00:00:00Z'));
    // 25 October 2026: at 04:00 EEST the clock goes back to 03:00 EET (01:00 UTC).
    const autumn = nextSlot(at('2026-10-24T12:00:00Z'), 3).getTime();
    expect([at('2026-10-25T00:00:00Z').getTime(), at('2026-10-25T01:00:00Z').getTime()]).toContain(
      autumn,
    );
    expect(nextSlot(new Date(autumn), 3)).toEqual(at('2026-10-26T01:00:00Z'));
    // Every day of the year has exactly one slot, 23 to 25 hours after the one before.
    let slot = nextSlot(at('2026-01-01T00:00:00Z'), 3);
    for (let day = 0; day < 366; day++) {
      const next = nextSlot(slot, 3);
      const hours = (next.getTime() - slot.getTime()) / 3_600_000;
      expect(hours).toBeGreaterThanOrEqual(23);
      expect(hours).toBeLessThanOrEqual(25);
      expect(latestSlot(new Date(next.getTime() - 1), 3)).toEqual(slot);
      slot = next;
    }
  });

  it('looks again at the slot, or within the hour whatever happens', () => {
    expect(waitBeforeNextLook(at('2026-01-15T00:59:00Z'), 3)).toBe(60_000);
    expect(waitBeforeNextLook(at('2026-01-15T12:00:00Z'), 3)).toBe(3_600_000);
  });
});

describe('backup file names', () => {
  it('are read back as the UTC time they were made; anything else is not a backup', () => {
    const made = at('2026-11-28T03:04:05Z');
    expect(backupFileName(made)).toMatch(BACKUP_FILE_PATTERN);
    expect(backupTime(backupFileName(made))).toEqual(made);
    for (const name of [
      'notes.txt',
      'site.backup.gz',
      'inchirieri-utilaje-20261128-030405.backup.gz.partial',
      '.inchirieri-utilaje-20261128-030405.backup.gz.partial',
      'inchirieri-utilaje-20261128.backup.gz',
      'inchirieri-utilaje-20261399-030405.backup.gz',
    ]) {
      expect(backupTime(name), name).toBeNull();
    }
  });
});

describe('backup settings', () => {
  it('keep 7 backups at 03:00 unless told otherwise', () => {
    Object.assign(process.env, { BACKUP_DIR: 'backups', BACKUP_KEEP: '', BACKUP_HOUR: '' });
    resetEnvForTests();
    expect(env()).toMatchObject({ BACKUP_KEEP: 7, BACKUP_HOUR: 3 });
    expect(env().BACKUP_DIR).toMatch(/^\/.*\/backups$/);
  });

  it('refuse a BACKUP_KEEP that is not a whole number of 1 or more, naming it', () => {
    for (const value of ['0', '-2', '2.5', 'seven', '1e400']) {
      process.env.BACKUP_KEEP = value;
      resetEnvForTests();
      expect(() => env(), value).toThrow(/BACKUP_KEEP .* must be a whole number of 1 or more/);
    }
    process.env.BACKUP_KEEP = '30';
    resetEnvForTests();
    expect(env().BACKUP_KEEP).toBe(30);
  });

  it('refuse a BACKUP_HOUR outside 0-23', () => {
    for (const value of ['24', '-1', '3.5', 'night']) {
      process.env.BACKUP_HOUR = value;
      resetEnvForTests();
      expect(() => env(), value).toThrow(/BACKUP_HOUR .* must be a whole number from 0 to 23/);
    }
  });
});
