// The local server: the prerendered site and, when given storage and mail, the enquiry function
// at the path the Supabase client calls, on one port.
import { createServer, STATUS_CODES, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { createEnquiryHandler, MAIL_TIMEOUT_MS, MAX_BODY_BYTES, retryPendingMail } from './enquiries/handler';
import { MAIL_READY, type Mailer } from './enquiries/mail';
import type { EnquiryStore } from './enquiries/store';
import { staticSite } from './static-site';

export const ENQUIRY_PATH = '/functions/v1/send-contact-email';
const RETRY_EVERY_MS = 60_000;

interface EnquiryBackend {
  store: EnquiryStore;
  mailer: Mailer;
  rateLimitPerMinute: number;
  receiptsPerAddressPerDay?: number;
  /**
   * Who is asking, for the rate limit: the socket's address unless given (the load test runs the server as the edge
   * does, each visitor named by CF-Connecting-IP).
   */
  clientAddress?: (request: Request) => string | undefined;
  /** Origins besides the server's own that may post enquiries (a dev server, say). */
  extraOrigins?: readonly string[];
}

/** How long a client may take to send its headers, and its whole request: a slow client is cut off, not waited for. */
interface ClientTimeouts {
  headersMs: number;
  requestMs: number;
}

const CLIENT_TIMEOUTS: ClientTimeouts = { headersMs: 10_000, requestMs: 20_000 };

interface SiteServerOptions {
  distDir: string;
  port: number;
  host?: string;
  enquiries?: EnquiryBackend;
  timeouts?: ClientTimeouts;
  /** Where a refused or failed request is told, one line each. */
  log?: (line: string) => void;
}

type WebHandler = (request: Request) => Promise<Response>;

/** The origins a browser shows for this server: the host it listens on, and localhost by both names. */
const ownOrigins = (host: string, port: number) =>
  [...new Set([host, '127.0.0.1', 'localhost'])]
    .filter((name) => name !== '0.0.0.0' && name !== '::')
    .map((name) => `http://${name.includes(':') ? `[${name}]` : name}:${port}`);

/** The request body up to one byte past the limit; the rest is read and dropped, so the answer still reaches the client. */
function readCappedBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      if (size > MAX_BODY_BYTES) return;
      chunks.push(chunk);
      size += chunk.length;
      if (size > MAX_BODY_BYTES) resolve(Buffer.concat(chunks).subarray(0, MAX_BODY_BYTES + 1));
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
    // A client gone (or cut off by the timeout) before the body ended never sends 'end'.
    req.on('close', () => reject(new Error('the request closed before its body ended')));
  });
}

function toWebRequest(req: IncomingMessage, origin: string, body: Buffer | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value !== undefined && name !== 'transfer-encoding' && name !== 'connection') headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return new Request(new URL(req.url ?? '/', origin), { method: req.method, headers, body: body && new Uint8Array(body) });
}

async function writeWebResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}

/** Node request -> Web Request -> the handler -> Node response; the socket address feeds the rate limit. */
function serveWeb(handler: WebHandler, addresses: WeakMap<Request, string>, origin: string): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  return async (req, res) => {
    // A Web Request cannot carry these methods (the fetch standard forbids them); the function serves POST only anyway.
    if (/^(CONNECT|TRACE|TRACK)$/i.test(req.method ?? '')) return void res.writeHead(405, { 'Content-Type': 'application/json; charset=utf-8', Allow: 'POST, OPTIONS' }).end('{"error":"Method not allowed"}');
    const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
    const body = hasBody ? await readCappedBody(req).catch(() => undefined) : undefined;
    if (hasBody && !body) return void res.writeHead(400, { 'Content-Type': 'application/json; charset=utf-8', Connection: 'close' }).end('{"error":"The request ended before its body"}');
    const request = toWebRequest(req, origin, body);
    if (req.socket.remoteAddress) addresses.set(request, req.socket.remoteAddress);
    await writeWebResponse(res, await handler(request));
  };
}

/** The path of a request, percent-decoded; undefined when it is no path (`*`, an absolute URL), undecodable or holds a NUL. */
function requestPath(url: string | undefined): string | undefined {
  const raw = (url ?? '').split(/[?#]/, 1)[0]!;
  if (!raw.startsWith('/')) return undefined;
  try {
    const pathname = decodeURIComponent(raw);
    return pathname.includes('\0') ? undefined : pathname;
  } catch {
    return undefined;
  }
}

/** One line for the log: the request as sent, cut short and with its control characters escaped. */
const describeRequest = (req: IncomingMessage) => JSON.stringify(`${req.method} ${req.url}`.slice(0, 200));

/** The error boundary of every request: a fault answers 500 with no detail and one line in the log, never a stopped server. */
function guarded(handle: (req: IncomingMessage, res: ServerResponse) => void | Promise<void>, log: (line: string) => void) {
  return (req: IncomingMessage, res: ServerResponse) => {
    Promise.resolve()
      .then(() => handle(req, res))
      .catch((error: unknown) => {
        log(`${describeRequest(req)}: ${error instanceof Error ? error.message : String(error)}`.replace(/\n/g, ' '));
        if (res.headersSent) return void res.destroy();
        res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' });
        res.end('Internal error');
      });
  };
}

/** What a request Node could not parse gets (malformed, headers over 16 KB, too slow), with one line in the log unless only slow. */
function answerClientError(log: (line: string) => void) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    // A browser's preconnected socket that never sent a request is cut off at the timeout too: routine, not worth a line.
    if (status !== 408) log(`refused a request from ${socket.remoteAddress}: ${status} (${error.code ?? error.message})`);
    socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };
}

/** Retries pending mail in the background, one pass at a time. */
function startMailRetries(backend: EnquiryBackend): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    retryPendingMail({ store: backend.store, mailer: backend.mailer, now: () => new Date(), mailTimeoutMs: MAIL_TIMEOUT_MS, dueOnly: true })
      .catch((error: unknown) => console.error('mail retry:', error))
      .finally(() => {
        running = false;
      });
  }, RETRY_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}

export function startSiteServer({ distDir, port, host = '127.0.0.1', enquiries, timeouts = CLIENT_TIMEOUTS, log = console.error }: SiteServerOptions): Promise<Server> {
  const site = staticSite(distDir);
  // Set once listening, when the port (and so the server's own origin) is known.
  let enquiryRoute: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer(
    // Node checks the timeouts every 30 s by default, which would let a slow client stay up to 30 s past them.
    { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: Math.min(1_000, timeouts.headersMs / 2) },
    guarded((req, res) => {
      const pathname = requestPath(req.url);
      if (pathname === undefined) {
        log(`${describeRequest(req)}: 400, not a path`);
        res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' });
        return void res.end('Bad request');
      }
      if (enquiryRoute && pathname === ENQUIRY_PATH) return enquiryRoute(req, res);
      site(req, res, pathname);
    }, log),
  );
  server.on('clientError', answerClientError(log));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      if (enquiries) {
        const actualPort = (server.address() as AddressInfo).port;
        const origins = ownOrigins(host, actualPort);
        const addresses = new WeakMap<Request, string>();
        const handler = createEnquiryHandler({
          store: enquiries.store,
          mailer: enquiries.mailer,
          allowedOrigins: [...origins, ...(enquiries.extraOrigins ?? [])],
          rateLimitPerMinute: enquiries.rateLimitPerMinute,
          receiptsPerAddressPerDay: enquiries.receiptsPerAddressPerDay,
          // Mail goes to the outbox folder, and this server retries pending mail itself (startMailRetries).
          configuration: { mail: () => MAIL_READY, mailRetry: () => true },
          clientAddress: enquiries.clientAddress ?? ((request) => addresses.get(request)),
          mailTimeoutMs: MAIL_TIMEOUT_MS,
        });
        enquiryRoute = serveWeb(handler, addresses, origins[0] ?? `http://127.0.0.1:${actualPort}`);
        server.once('close', startMailRetries(enquiries));
      }
      resolve(server);
    });
  });
}
