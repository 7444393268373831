import { chromium } from '@playwright/test';
import type { AddressInfo } from 'node:net';
import { startSiteServer } from '../server/index';
import { distDir } from './build';
const server = await startSiteServer({ distDir, port: 0 });
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const route of (process.argv[2] ?? '/').split(',')) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink', 'v8', 'cc', 'toplevel'] });
  await page.goto(base + route, { waitUntil: 'load' });
  await page.waitForTimeout(2500);
  const buf = await browser.stopTracing();
  const events = JSON.parse(buf.toString()).traceEvents as any[];
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
  const start = events.find((e) => e.name === 'navigationStart')?.ts ?? onMain[0].ts;
  const fcp = events.find((e) => e.name === 'firstContentfulPaint')?.ts;
  console.log(`\n== ${route} FCP ${fcp ? Math.round((fcp - start) / 1000) : '?'} ms`);
  const tasks = onMain.filter((e) => (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') && e.dur > 12000);
  for (const t of tasks) {
    const inside = onMain.filter((e) => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e.dur > 2000 && !/RunTask/.test(e.name));
    const byName = new Map<string, number>();
    for (const e of inside) { const n = e.name + (e.args?.data?.url ? ' ' + String(e.args.data.url).replace(base, '').slice(0, 40) : ''); byName.set(n, (byName.get(n) ?? 0) + e.dur); }
    console.log(Math.round((t.ts - start) / 1000), Math.round(t.dur / 1000) + 'ms', [...byName].sort((a, b) => b[1] - a[1]).slice(0, 7).map(([n, d]) => `${n}:${Math.round(d / 1000)}`).join(' | '));
  }
  await page.close();
}
await browser.close();
server.close();
