// `npm run edit`: the browser editor on this machine, with no account. Starts decap-server (Decap's local backend,
// which reads and writes the working tree) and the development server, both on 127.0.0.1 only, and prints /admin/.
// PORT (default 5173) is the site's port, CMS_PORT (default 8081) decap-server's.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createServer } from 'vite';
import { projectRoot } from './build/content-files';

const HOST = '127.0.0.1';
const cmsPort = Number(process.env.CMS_PORT ?? 8081);
const sitePort = Number(process.env.PORT ?? 5173);

const decapServer = spawn(process.execPath, [path.join(path.dirname(createRequire(import.meta.url).resolve('decap-server/package.json')), 'dist/index.js')], {
  cwd: projectRoot,
  // fs: edits are written to the files of the working tree, not committed; reviewing and committing stays with git.
  env: { ...process.env, PORT: String(cmsPort), BIND_HOST: HOST, MODE: 'fs', GIT_REPO_DIRECTORY: projectRoot, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'inherit', 'inherit'],
});
decapServer.on('exit', (code) => {
  console.error(`decap-server stopped (exit ${code}); the editor cannot save until \`npm run edit\` is started again`);
  process.exit(1);
});

process.env.CMS_LOCAL_BACKEND = `http://${HOST}:${cmsPort}/api/v1`;
// Its own dependency cache: copies of the project share node_modules, and with it Vite's default cache.
const server = await createServer({ configLoader: 'runner', root: projectRoot, cacheDir: path.join(projectRoot, '.build/vite'), server: { host: HOST, port: sitePort, strictPort: true } });
await server.listen();
console.log(`\nEdit the site in your browser: http://${HOST}:${sitePort}/admin/`);
console.log(`The site itself, as you edit it: http://${HOST}:${sitePort}/`);
console.log(`Saves are written to the files in ${projectRoot} (decap-server on ${HOST}:${cmsPort}). Ctrl+C stops both.`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    decapServer.removeAllListeners('exit');
    decapServer.kill();
    void server.close().finally(() => process.exit(0));
  });
}
