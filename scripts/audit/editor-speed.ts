// The browser editor's speed as a marketer meets it: seconds from opening the home page's form to typing in it, and
// how long each keystroke in its title takes to reach the screen with the preview open (Event Timing: input delay,
// handlers and the next paint). Runs `npm run edit` on free ports; nothing is saved.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from '../build/chromium';
import { projectRoot } from '../build/content-files';

export interface EditorSpeed {
  usableMs: number;
  keystrokeMedianMs: number;
  keystrokeP90Ms: number;
  keystrokes: number;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

export async function measureEditorSpeed({ env = {} }: { env?: Record<string, string> } = {}): Promise<EditorSpeed> {
  const [sitePort, cmsPort] = [await freePort(), await freePort()];
  const editor = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], { cwd: projectRoot, env: { ...process.env, FORCE_COLOR: '0', PORT: String(sitePort), CMS_PORT: String(cmsPort), ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      editor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('/admin/') && resolve());
      editor.once('exit', (code) => reject(new Error(`npm run edit exited with ${code}: ${output}`)));
    });
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    const address = `http://127.0.0.1:${sitePort}/admin/#/collections/pages/entries/home`;
    // A first visit warms the development server's caches, as a marketer's second visit of the day finds them.
    await page.goto(address);
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Publish' }).waitFor({ timeout: 120_000 });
    // The page's first block, its hero, opened as a marketer opens it to change the headline.
    const openHero = () => page.locator('[class*="listControlItem"]').first().locator('> [class*="TopBar"] > button').first().click({ timeout: 60_000 });
    const title = () => page.getByLabel('Title', { exact: true }).filter({ visible: true }).first();
    await openHero();
    await title().waitFor({ timeout: 60_000 });

    await page.goto('about:blank');
    const opened = Date.now();
    await page.goto(address);
    // The editor remembers the login of the first visit.
    await openHero();
    await title().waitFor({ timeout: 60_000 });
    const usableMs = Date.now() - opened;

    await page.evaluate(() => {
      const durations = new Map<number, number>();
      (window as unknown as { keystrokes: Map<number, number> }).keystrokes = durations;
      new PerformanceObserver((list) => {
        // interactionId is newer than TypeScript's DOM types.
        for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
          if (entry.interactionId) durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
        }
      }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    });
    await title().click();
    await page.keyboard.press('End');
    await page.keyboard.type(' for plant and port steel', { delay: 120 });
    await page.waitForTimeout(1_000);
    // Keystrokes under 16 ms are not reported by the browser: they count as 16.
    const typed = ' for plant and port steel'.length;
    const slow = await page.evaluate(() => [...(window as unknown as { keystrokes: Map<number, number> }).keystrokes.values()]);
    const all = [...slow, ...Array.from({ length: Math.max(0, typed - slow.length) }, () => 16)];
    return { usableMs, keystrokeMedianMs: percentile(all, 0.5), keystrokeP90Ms: percentile(all, 0.9), keystrokes: typed };
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => editor.once('exit', resolve));
    editor.kill('SIGTERM');
    await exited;
  }
}
