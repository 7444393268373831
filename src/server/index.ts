// The local server: the prerendered site and, when given storage and mail, the enquiry function
// at the path the Supabase client calls, on one port.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createEnquiryHandler, MAX_BODY_BYTES, retryPendingMail } from './enquiries/handler';
import type { Mailer } from './enquiries/mail';
import type { EnquiryStore } from './enquiries/store';
import { staticSite } from './static-site';

export const ENQUIRY_PATH = '/functions/v1/send-contact-email';
const RETRY_EVERY_MS = 60_000;
const MAIL_TIMEOUT_MS = 8_000;

interface EnquiryBackend {
  store: EnquiryStore;
  mailer: Mailer;
  rateLimitPerMinute: number;
  /** Origins besides the server's own that may post enquiries (a dev server, say). */
  extraOrigins?: readonly string[];
}

interface SiteServerOptions {
  distDir: string;
  port: number;
  host?: string;
  enquiries?: EnquiryBackend;
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
    try {
      const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS';
      const request = toWebRequest(req, origin, hasBody ? await readCappedBody(req) : undefined);
      if (req.socket.remoteAddress) addresses.set(request, req.socket.remoteAddress);
      await writeWebResponse(res, await handler(request));
    } catch (error) {
      console.error('send-contact-email:', error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json; charset=utf-8' });
      res.end('{"error":"Internal error"}');
    }
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

export function startSiteServer({ distDir, port, host = '127.0.0.1', enquiries }: SiteServerOptions): Promise<Server> {
  const site = staticSite(distDir);
  // Set once listening, when the port (and so the server's own origin) is known.
  let enquiryRoute: ((req: IncomingMessage, res: ServerResponse) => Promise<void>) | undefined;
  const server = createServer((req, res) => {
    if (enquiryRoute && new URL(req.url ?? '/', 'http://localhost').pathname === ENQUIRY_PATH) return void enquiryRoute(req, res);
    site(req, res, () => {
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' });
      res.end('Method not allowed');
    });
  });
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
          clientAddress: (request) => addresses.get(request),
          mailTimeoutMs: MAIL_TIMEOUT_MS,
        });
        enquiryRoute = serveWeb(handler, addresses, origins[0] ?? `http://127.0.0.1:${actualPort}`);
        server.once('close', startMailRetries(enquiries));
      }
      resolve(server);
    });
  });
}
