import path from 'node:path';

/**
 * The e2e run starts one site per Playwright worker (playwright.config.ts), each with its own
 * port, embedded database, SMTP server and mail folder: tests of one worker never see the
 * data, sessions or rate-limit counts of the other's. The ports are chosen once, in the
 * main process, and the workers inherit them through the environment.
 */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 3);

export interface Site {
  port: number;
  baseURL: string;
  smtpPort: number;
  /** The site's own folder: its database, the mails it sent, the admin's saved sign-in. */
  folder: string;
  mailFolder: string;
}

function list(name: string): number[] {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is set by playwright.config.ts`);
  return value.split(',').map(Number);
}

export function sites(): Site[] {
  const smtpPorts = list('E2E_SMTP_PORTS');
  return list('E2E_PORTS').map((port, index) => {
    const folder = path.join(process.env.E2E_DATA_DIR ?? '', `site-${index}`);
    return {
      port,
      baseURL: `http://127.0.0.1:${port}`,
      smtpPort: smtpPorts[index] ?? 0,
      folder,
      mailFolder: path.join(folder, 'mail'),
    };
  });
}

/** The site of the worker with this parallel index (0 … E2E_WORKERS - 1). */
export function siteOf(parallelIndex: number): Site {
  const site = sites()[parallelIndex];
  if (!site) throw new Error(`no e2e site for worker ${parallelIndex}`);
  return site;
}
