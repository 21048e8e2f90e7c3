import fs from 'node:fs';
import path from 'node:path';
import { startTestSmtpServer } from '../../support/smtp-server';
import { sites } from './sites';

/**
 * A real SMTP server for each e2e site, on the port playwright.config.ts gave that site's
 * SMTP_URL. Each mail received is written to the site's mail folder, where tests read it.
 */
export default async function globalSetup() {
  const servers = await Promise.all(
    sites().map(async (site) => {
      fs.mkdirSync(site.mailFolder, { recursive: true });
      let count = 0;
      return startTestSmtpServer(site.smtpPort, (mail) => {
        count += 1;
        const name = `${String(count).padStart(4, '0')}.eml`;
        fs.writeFileSync(path.join(site.mailFolder, name), mail.raw);
      });
    }),
  );
  return () => Promise.all(servers.map((server) => server.stop()));
}
