import { spawn } from 'node:child_process';

/**
 * A flood from a process of its own, so that the test's own requests (a probe of a page's
 * speed) are not queued behind the flood's in the test's event loop: `connections` clients
 * in a closed loop on `base + path + random`, for `ms` milliseconds, then it stops by itself.
 * Resolves to the count of each status (or error) it got.
 */
export function floodFromChild(
  base: string,
  path: string,
  connections: number,
  ms: number,
): Promise<Record<string, number>> {
  const script = `
    const { randomBytes } = require('node:crypto');
    const [base, path, connections, ms] = process.argv.slice(1);
    const until = Date.now() + Number(ms);
    const statuses = {};
    const count = (key) => (statuses[key] = (statuses[key] ?? 0) + 1);
    const client = async () => {
      while (Date.now() < until) {
        try {
          const res = await fetch(base + path + randomBytes(6).toString('hex'), { redirect: 'manual' });
          await res.arrayBuffer();
          count(res.status);
        } catch (error) {
          count(error.message);
        }
      }
    };
    Promise.all(Array.from({ length: Number(connections) }, client)).then(() =>
      process.stdout.write(JSON.stringify(statuses)),
    );`;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ['-e', script, base, path, String(connections), String(ms)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      try {
        resolve(JSON.parse(out) as Record<string, number>);
      } catch {
        reject(new Error(`The flood printed no result: ${out}`));
      }
    });
  });
}
