import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** One message as a local SMTP server received it, its MIME parts decoded. */
export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface LocalSmtp {
  url: string;
  received: ReceivedMail[];
  /** While set, the server answers MAIL FROM with this temporary failure. */
  refuseWith: string | null;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 and a random port (or `port`), for the sender's tests. */
export async function startLocalSmtp(
  user = 'portaali',
  pass = 'salasana',
  port = 0,
): Promise<LocalSmtp> {
  const smtp: LocalSmtp = {
    url: '',
    received: [],
    refuseWith: null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => {
      if (auth.username === user && auth.password === pass) callback(null, { user });
      else callback(new Error('Invalid username or password'));
    },
    onMailFrom: (_address, _session, callback) => {
      if (!smtp.refuseWith) return callback();
      callback(Object.assign(new Error(smtp.refuseWith), { responseCode: 451 }));
    },
    onData: (stream, session: SMTPServerSession, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mailFrom = session.envelope.mailFrom;
        smtp.received.push({
          from: mailFrom ? mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          ...parseMime(Buffer.concat(chunks).toString('latin1')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const listening = (server.server.address() as AddressInfo).port;
  smtp.url = `smtp://${user}:${pass}@127.0.0.1:${listening}`;
  return smtp;
}

/** A port where nothing listens (a mail server that is down). */
export async function closedPort(): Promise<number> {
  const server = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

// A small MIME reader, enough for what nodemailer writes: headers, one multipart/alternative
// level, quoted-printable, base64 and 7bit bodies, and RFC 2047 encoded words in the subject.

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const end = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, end).replace(/\r\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(end + 4) };
}

const latin1Bytes = (text: string) => Buffer.from(text, 'latin1');

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding?.toLowerCase() === 'quoted-printable') {
    const soft = body.replace(/=\r\n/g, '');
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i++) {
      if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
        bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
        i += 2;
      } else bytes.push(soft.charCodeAt(i));
    }
    return Buffer.from(bytes).toString('utf8');
  }
  return latin1Bytes(body).toString('utf8');
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeBody(data.replace(/_/g, ' '), 'quoted-printable'),
    );
}

function parseMime(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const { headers, body } = splitHeaders(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/.exec(headers['content-type'] ?? '')?.[1];
  const sections = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const section of sections) {
    const part = splitHeaders(section.replace(/^\r\n/, ''));
    const type = /^text\/(plain|html)/.exec(part.headers['content-type'] ?? '')?.[1];
    if (type) {
      parts[type] = decodeBody(
        part.body.replace(/\r\n$/, ''),
        part.headers['content-transfer-encoding'],
      );
    }
  }
  return {
    headers,
    subject: decodeWords(headers['subject'] ?? ''),
    text: (parts['plain'] ?? '').replace(/\r\n/g, '\n'),
    html: (parts['html'] ?? '').replace(/\r\n/g, '\n'),
  };
}
