import fs from 'node:fs';
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RunningSite } from './server';

/** The server process's resident memory (VmRSS), in MB. */
export function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? NaN) / 1024;
}

/** The CPU time the process has used (user and system), in ms: a measure the load beside it
 * does not stretch as it does wall time. */
export function cpuMs(pid: number): number {
  // Fields 14 and 15 of /proc/PID/stat, after the command in parentheses, in clock ticks.
  const fields = fs
    .readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** Linux's USER_HZ, the unit of /proc's CPU times, on every architecture Node runs on. */
const CLOCK_TICKS = 100;

/** Reads VmRSS every 100 ms until stopped; `stop()` gives the peak seen (the last read too). */
export function sampleRss(pid: number): { stop: () => number } {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      // the process is gone: the request will fail and say so
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, rssMb(pid));
    },
  };
}

export interface ImportAnswer {
  status: number;
  created: number;
  updated: number;
  unchanged: number;
  errors: unknown[];
}

export interface TimedImport {
  ms: number;
  peakRssMb: number;
  /** The server's CPU time during the request (user and system). */
  cpuMs: number;
  /** The longest wait for /robots.txt (no database) asked every 250 ms during the request. */
  slowestProbeMs: number;
  answer: ImportAnswer;
}

/**
 * Asks for a page that needs no database every 250 ms until stopped (one request at a time):
 * does the site still answer during an import? `stop()` gives the longest wait, the one
 * still running included.
 */
function probeSite(base: string): { stop: () => Promise<number> } {
  let slowest = 0;
  let running = true;
  let asked: number | null = null;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      asked = started;
      try {
        const response = await fetch(`${base}/robots.txt`);
        await response.arrayBuffer();
      } catch {
        // a refused probe is the request's failure to report, not the probe's
      }
      asked = null;
      slowest = Math.max(slowest, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  })();
  return {
    async stop() {
      running = false;
      const pending = asked === null ? 0 : performance.now() - asked;
      await loop;
      return Math.max(slowest, pending);
    },
  };
}

/**
 * One POST with a body, over node:http rather than fetch: an import may run longer than
 * fetch's five-minute header timeout, and the bench must see it end, however long.
 */
function post(url: string, body: Buffer, headers: Record<string, string>) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { ...headers, 'Content-Length': String(body.length) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** A site under measurement, signed in as the admin with a bearer token (no XSRF needed). */
export class ImportSite {
  private constructor(
    readonly site: RunningSite & { pid: number },
    private readonly auth: Record<string, string>,
  ) {}

  static async open(site: RunningSite, password: string): Promise<ImportSite> {
    if (!site.pid) throw new Error('The bench needs a server it started (its memory is read)');
    const response = await fetch(`${site.base}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password }),
    });
    if (!response.ok) throw new Error(`POST /api/login answered ${response.status}`);
    const { token } = (await response.json()) as { token: string };
    return new ImportSite({ ...site, pid: site.pid }, { Authorization: `Bearer ${token}` });
  }

  rssMb(): number {
    return rssMb(this.site.pid);
  }

  /** POST /api/import (dry run or apply), timed to the answer's last byte, RSS sampled. */
  async importFile(bytes: Buffer, type: string, dryRun: boolean): Promise<TimedImport> {
    const sampler = sampleRss(this.site.pid);
    const probe = probeSite(this.site.base);
    const cpuBefore = cpuMs(this.site.pid);
    const start = performance.now();
    let answered;
    let peakRssMb = 0;
    let ms = 0;
    let slowestProbeMs = 0;
    let cpu = 0;
    try {
      answered = await post(`${this.site.base}/api/import${dryRun ? '?dryRun=1' : ''}`, bytes, {
        ...this.auth,
        'Content-Type': type,
      });
    } finally {
      ms = performance.now() - start;
      peakRssMb = sampler.stop();
      cpu = cpuMs(this.site.pid) - cpuBefore;
      slowestProbeMs = await probe.stop();
    }
    let answer: ImportAnswer;
    try {
      answer = { ...(JSON.parse(answered.text) as ImportAnswer), status: answered.status };
    } catch {
      throw new Error(
        `POST /api/import answered ${answered.status}: ${answered.text.slice(0, 300)}`,
      );
    }
    return { ms, peakRssMb, cpuMs: cpu, slowestProbeMs, answer };
  }

  private async adminGet<T>(path: string): Promise<T> {
    const response = await fetch(`${this.site.base}${path}`, { headers: this.auth });
    if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
    return (await response.json()) as T;
  }

  /** How many machines the admin list counts (GET /api/product's paginated form). */
  async machineCount(): Promise<number> {
    return (await this.adminGet<{ total: number }>('/api/product?page=1&limit=1')).total;
  }

  /** The day price of the machine of exactly this model, as the admin list gives it. */
  async priceDayOf(model: string): Promise<number | null | undefined> {
    const page = await this.adminGet<{ items: { model: string; price_day: number | null }[] }>(
      `/api/product?${new URLSearchParams({ page: '1', limit: '5', model })}`,
    );
    return page.items.find((item) => item.model === model)?.price_day;
  }
}
