import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GET } from '@/app/api/version/route';
import { call } from '../support/api';

describe('GET /api/version', () => {
  it('answers version 1.0.7 and the build fields, with or without build-info.json', async () => {
    const res = await call(GET, { path: '/api/version' });
    expect(res.status).toBe(200);
    expect(res.body.version).toBe('1.0.7');
    expect(Object.keys(res.body.default).sort()).toEqual(
      ['authoredOn', 'branch', 'committedOn', 'shortHash', 'subject', 'tags'].sort(),
    );
    if (fs.existsSync('build-info.json')) {
      const info = JSON.parse(fs.readFileSync('build-info.json', 'utf8'));
      expect(res.body.default.shortHash).toBe(info.shortHash);
      expect(typeof res.body.default.committedOn).toBe('number');
    } else {
      expect(res.body.default.shortHash).toBeNull();
    }
  });
});
