// The browser editor's speed as a marketer meets it: seconds from opening the home page's form to typing in it, how
// long each keystroke in its hero's title (a text box) and introduction (Markdown) takes to reach the screen with the
// preview open (Event Timing: input delay, handlers and the next paint), and how long the preview takes to show the
// letter typed. Runs `npm run edit` on free ports; nothing is saved.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { chromium, type Locator, type Page } from '@playwright/test';
import { CHROME_FLAGS, chromePath } from '../build/chromium';
import { projectRoot } from '../build/content-files';
import { percentile } from './percentile';

/** Typing into one field of the home page's hero with the preview open. */
export interface FieldTyping {
  keystrokes: number;
  keystrokeMedianMs: number;
  keystrokeP90Ms: number;
  /** Keystrokes whose letter took longer than one frame (16 ms) to be painted. */
  overOneFrame: number;
  /** From a key's press to the frame after the preview shows its letter. */
  previewMedianMs: number;
  previewP90Ms: number;
}

export interface EditorSpeed {
  usableMs: number;
  /** The title, a text box (Decap's string field). */
  title: FieldTyping;
  /** The introduction, a Markdown field (Decap's rich-text editor). */
  introduction: FieldTyping;
}

const TYPED = ' for plant and port steel';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });


/**
 * Types TYPED at the end of a field, a key every 120 ms, and times each keystroke (Event Timing: input delay, handlers
 * and the next paint) and each letter's arrival in the preview element `shownIn` (a selector in the preview's frame).
 */
async function typeInto(page: Page, field: Locator, shownIn: string): Promise<FieldTyping> {
  await field.click();
  await page.keyboard.press('Control+End');
  await page.frameLocator('iframe').locator(shownIn).first().waitFor({ timeout: 60_000 });
  await page.waitForTimeout(300);
  await page.evaluate((selector) => {
    const durations = new Map<number, number>();
    const pressed: number[] = [];
    const shown: number[] = [];
    Object.assign(window, { keystrokes: durations, previewDelays: shown });
    new PerformanceObserver((list) => {
      // interactionId is newer than TypeScript's DOM types.
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId) durations.set(entry.interactionId, Math.max(durations.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit);
    // The preview is a frame of this page: its element holds the field as typed so far, each letter timed from its key.
    // (No named functions in here: the bundler would wrap them in a helper the page lacks.)
    const preview = document.querySelector('iframe')!.contentDocument!;
    const before = preview.querySelector(selector)!.textContent!.length;
    document.addEventListener('keydown', () => pressed.push(performance.now()), true);
    new MutationObserver(() => {
      const letters = (preview.querySelector(selector)?.textContent?.length ?? 0) - before;
      if (letters <= shown.length) return;
      requestAnimationFrame(() => {
        const now = performance.now();
        for (let letter = shown.length; letter < letters && letter < pressed.length; letter++) shown.push(now - pressed[letter]!);
      });
    }).observe(preview, { subtree: true, childList: true, characterData: true });
  }, shownIn);
  await page.keyboard.type(TYPED, { delay: 120 });
  await page.waitForTimeout(1_000);
  // Keystrokes under 16 ms are not reported by the browser: they count as 16.
  const slow = await page.evaluate(() => [...(window as unknown as { keystrokes: Map<number, number> }).keystrokes.values()]);
  const all = [...slow, ...Array.from({ length: Math.max(0, TYPED.length - slow.length) }, () => 16)];
  const previewDelays = await page.evaluate(() => (window as unknown as { previewDelays: number[] }).previewDelays);
  if (previewDelays.length < TYPED.length) throw new Error(`the preview showed ${previewDelays.length} of the ${TYPED.length} letters typed`);
  return { keystrokes: TYPED.length, keystrokeMedianMs: percentile(all, 0.5), keystrokeP90Ms: percentile(all, 0.9), overOneFrame: slow.filter((duration) => duration > 16).length, previewMedianMs: percentile(previewDelays, 0.5), previewP90Ms: percentile(previewDelays, 0.9) };
}

export async function measureEditorSpeed(): Promise<EditorSpeed> {
  const [sitePort, cmsPort] = [await freePort(), await freePort()];
  const editor = spawn(process.execPath, ['--import', 'tsx', 'scripts/edit.ts'], { cwd: projectRoot, env: { ...process.env, FORCE_COLOR: '0', PORT: String(sitePort), CMS_PORT: String(cmsPort) }, stdio: ['ignore', 'pipe', 'pipe'] });
  const browser = await chromium.launch({ executablePath: chromePath(), args: CHROME_FLAGS });
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      editor.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()).includes('/admin/') && resolve());
      editor.once('exit', (code) => reject(new Error(`npm run edit exited with ${code}: ${output}`)));
    });
    const page = await browser.newPage({ viewport: { width: 1600, height: 900 } });
    const address = `http://127.0.0.1:${sitePort}/admin/#/collections/pages/entries/home`;
    // A first visit signs in and fills the browser's cache, as a marketer's second visit of the day finds them.
    await page.goto(address);
    await page.getByRole('button', { name: 'Login' }).click({ timeout: 120_000 });
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor({ timeout: 120_000 });
    // The page's first block, its hero, opened as a marketer opens it to change the headline.
    const hero = () => page.locator('[class*="listControlItem"]').first();
    const openHero = () => hero().locator('> [class*="TopBar"] > button').first().click({ timeout: 60_000 });
    // The hero's own Title, not the first on the form: a page that can be created has a New page group with a Title above its blocks.
    const title = () => hero().getByLabel('Title', { exact: true }).filter({ visible: true }).first();
    await openHero();
    await title().waitFor({ timeout: 60_000 });

    await page.goto('about:blank');
    const opened = Date.now();
    await page.goto(address);
    // The editor remembers the login of the first visit.
    await openHero();
    await title().waitFor({ timeout: 60_000 });
    const usableMs = Date.now() - opened;

    const titleTyping = await typeInto(page, title(), 'h1');
    const introduction = page.locator('[aria-label="markdown field"] [contenteditable="true"]').filter({ visible: true }).first();
    const introductionTyping = await typeInto(page, introduction, 'main section .rich-text');
    return { usableMs, title: titleTyping, introduction: introductionTyping };
  } finally {
    await browser.close();
    const exited = new Promise((resolve) => editor.once('exit', resolve));
    editor.kill('SIGTERM');
    await exited;
  }
}
