import fs from 'node:fs';
import { startProductionServer } from './support/server';
const rss = (pid: number) =>
  Number(/^VmRSS:\s+(\d+)/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]) / 1024;
async function main() {
  const extra = JSON.parse(process.env.PROBE_ENV ?? '{}') as Record<string, string>;
  const site = await startProductionServer({
    DATABASE_URL: process.env.PROBE_DB!,
    REDIS_URL: '',
    ADMIN_PASSWORD: 'Bench-probe-password-9',
    JWT_SECRET: 'x'.repeat(40),
    NEXTAUTH_SECRET: 'y'.repeat(40),
    PGLITE_DIR: '/tmp/h14-probe-data/pglite',
    ...extra,
  });
  const pid = site.pid!;
  try {
    const total = Number(process.env.PROBE_PAGES ?? 2000);
    console.log('start', rss(pid).toFixed(0));
    const t = Date.now();
    for (let n = 1; n <= total; n++) {
      const m = String(((n * 7919) % 10000) + 1).padStart(5, '0');
      const c = String(Math.floor((Number(m) - 1) / 50) + 1).padStart(3, '0');
      const p = `/categorie/categorie-scala-${c}/utilaj/utilaj-scala-${m}`;
      for (const path of [p, `/en${p}`]) {
        const r = await fetch(site.base + path, { redirect: 'manual' });
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`${path} ${r.status}`);
      }
      if (n % 250 === 0)
        console.log(
          n,
          'pages x2',
          rss(pid).toFixed(0),
          'MB',
          ((Date.now() - t) / n).toFixed(1),
          'ms/page-pair',
        );
    }
    process.kill(pid, 'SIGUSR2');
    await new Promise((r) => setTimeout(r, 5000));
    console.log('rss after gc', rss(pid).toFixed(0));
  } finally {
    await site.stop();
  }
}
void main();
