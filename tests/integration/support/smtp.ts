import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop). */
  start(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps every mail it is given. */
export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let boundPort = port;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            received.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              raw: Buffer.concat(chunks).toString('utf8'),
            });
            callback();
          });
        },
      });
      server.once('error', reject);
      server.listen(boundPort, '127.0.0.1', () => {
        const address = server?.server.address();
        if (address && typeof address === 'object') boundPort = address.port;
        resolve();
      });
    });

  await listen();
  const handle: TestSmtpServer = {
    get port() {
      return boundPort;
    },
    get url() {
      return `smtp://127.0.0.1:${boundPort}`;
    },
    received,
    stop: () =>
      new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
    start: listen,
  };
  return handle;
}

/** The header block of a raw mail, unfolded, as name → value (lower-case names). */
export function mailHeaders(raw: string): Record<string, string> {
  const head = raw.split(/\r?\n\r?\n/)[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** Decodes RFC 2047 words (=?UTF-8?Q?…?= / =?UTF-8?B?…?=) as mail clients show them. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    );
}
