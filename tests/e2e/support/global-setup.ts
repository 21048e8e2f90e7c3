import fs from 'node:fs';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server for the e2e run, on the port playwright.config.ts gave the site's
 * SMTP_URL. Each mail received is written to E2E_DATA_DIR/mail/, where tests read it.
 */
export default async function globalSetup() {
  const folder = path.join(process.env.E2E_DATA_DIR ?? '', 'mail');
  fs.mkdirSync(folder, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
        fs.writeFileSync(path.join(folder, name), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) =>
    server.listen(Number(process.env.E2E_SMTP_PORT), '127.0.0.1', resolve),
  );
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
