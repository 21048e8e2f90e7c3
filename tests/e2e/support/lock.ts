import fs from 'node:fs';
import path from 'node:path';

/**
 * A lock the e2e workers share (a folder in the run's data folder: making one is atomic), for
 * tests that change a file every site serves.
 */
export function exclusive(name: string) {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', `${name}.lock`);
  return {
    async acquire(timeoutMs = 120_000) {
      const end = Date.now() + timeoutMs;
      for (;;) {
        try {
          fs.mkdirSync(folder);
          return;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || Date.now() > end) throw error;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    },
    release() {
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
