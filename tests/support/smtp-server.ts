import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the server got it: the envelope, the raw message and mailparser's reading of it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: Buffer;
  /** Headers decoded (subject, reply-to …), and the text and HTML bodies as sent. */
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  received: ReceivedMail[];
  stop(): Promise<void>;
  /** Starts it again on the same port (after stop). */
  start(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 that keeps every mail it is given (and hands it to
 * `onMail`), for the integration suite and for the e2e run's sites. Port 0 picks a free one.
 */
export async function startTestSmtpServer(
  port = 0,
  onMail: (mail: ReceivedMail) => void = () => {},
): Promise<TestSmtpServer> {
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
            const raw = Buffer.concat(chunks);
            simpleParser(raw).then(
              (parsed) => {
                const mail = {
                  from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
                  to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
                  raw,
                  parsed,
                };
                received.push(mail);
                onMail(mail);
                callback();
              },
              (error: Error) => callback(error),
            );
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
  return {
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
}

/** The first address of an address header (reply-to, to …), as mail clients show it. */
export function firstAddress(header: ParsedMail['replyTo'] | ParsedMail['to']): string | undefined {
  const list = Array.isArray(header) ? header : header ? [header] : [];
  return list[0]?.value[0]?.address;
}
