import { describe, expect, it } from 'vitest';
import {
  auditApiUrl,
  auditExportUrl,
  auditQueryFrom,
  formatAuditValue,
} from '@/components/admin/audit/audit-query';

const ACCOUNT = '0b7e6c1e-3f4a-4b6e-9a51-2c9d8e7f6a5b';

describe("'Jurnal' address", () => {
  it('asks the API for the page and the filters the address holds', () => {
    const params = new URLSearchParams(
      `page=3&account=${ACCOUNT}&type=product&action=update&from=2026-11-01&to=2026-11-28`,
    );
    expect(auditApiUrl(params)).toBe(
      `/api/audit?page=3&limit=50&account=${ACCOUNT}&type=product&action=update&from=2026-11-01&to=2026-11-28`,
    );
  });

  it('exports what the filters match, without the page', () => {
    const params = new URLSearchParams('page=2&type=category');
    expect(auditExportUrl(params)).toBe('/api/audit/export?type=category');
    expect(auditExportUrl(new URLSearchParams('page=2'))).toBe('/api/audit/export');
  });

  it('leaves out a filter the API would refuse, so a hand-edited address still shows entries', () => {
    const { filters } = auditQueryFrom(
      new URLSearchParams('account=someone&type=planet&action=sign-in&from=28.11.2026'),
    );
    expect(filters).toEqual({ account: '', type: '', action: 'sign-in', from: '', to: '' });
  });
});

describe('a changed value as the log shows it', () => {
  it('reads a price, a text and a list as they are, and nothing as the empty word', () => {
    expect(formatAuditValue(350, '(gol)')).toBe('350');
    expect(formatAuditValue('Excavator', '(gol)')).toBe('Excavator');
    expect(formatAuditValue(['a', 'b'], '(gol)')).toBe('a, b');
    expect(formatAuditValue(null, '(gol)')).toBe('(gol)');
    expect(formatAuditValue('', '(gol)')).toBe('(gol)');
    expect(formatAuditValue([], '(gol)')).toBe('(gol)');
    expect(formatAuditValue(false, '(gol)')).toBe('false');
    expect(formatAuditValue({ day: 1 }, '(gol)')).toBe('{"day":1}');
  });
});
