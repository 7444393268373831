// The local server: the prerendered site on one port (the enquiry function joins it here).
import { createServer, type Server } from 'node:http';
import { staticSite } from './static-site';

export interface SiteServerOptions {
  distDir: string;
  port: number;
  host?: string;
}

export function startSiteServer({ distDir, port, host = '127.0.0.1' }: SiteServerOptions): Promise<Server> {
  const site = staticSite(distDir);
  const server = createServer((req, res) =>
    site(req, res, () => {
      res.writeHead(405, { 'Content-Type': 'text/plain; charset=utf-8', Allow: 'GET, HEAD' });
      res.end('Method not allowed');
    }),
  );
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
