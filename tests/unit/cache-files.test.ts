import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { clearPersistedPageCaches } from '@/lib/cache-files';

describe('clearPersistedPageCaches', () => {
  let distDir = '';
  afterEach(() => fs.rmSync(distDir, { recursive: true, force: true }));

  function write(...parts: string[]) {
    const file = path.join(distDir, ...parts);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, 'x');
    return file;
  }

  it('drops pages and reads cached by an earlier server, and keeps the build', () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    const page = write('server', 'route-cache', 'APP_PAGE', 'abc', '$', 'ro', 'home.html');
    const read = write('cache', 'fetch-cache', '0123abcd');
    const built = write('server', 'app', '_not-found.html');
    const images = write('cache', 'images', 'resized.webp');

    clearPersistedPageCaches(distDir);

    expect(fs.existsSync(page)).toBe(false);
    expect(fs.existsSync(read)).toBe(false);
    expect(fs.existsSync(built)).toBe(true);
    expect(fs.existsSync(images)).toBe(true);
  });

  it('does nothing on a build that has not cached anything yet', () => {
    distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));
    expect(() => clearPersistedPageCaches(distDir)).not.toThrow();
  });
});
