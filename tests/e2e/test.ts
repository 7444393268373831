// The browser tests' `test`: Playwright's, with a fixture on every test that fails it when any page it opened
// reported a Content-Security-Policy violation, Trusted Types' included (the DOM event or Chrome's console line), so
// every flow is covered.
import { test as base, expect, type BrowserContext } from '@playwright/test';
import { stopWorkerEditor } from './worker-editor';

interface CspFixtures {
  /** Violations reported so far in this test, one line each; a test that provokes one on purpose reads them here. */
  cspViolations: string[];
  /** Set to true (test.use) in a test that expects violations: they are collected but do not fail it. */
  allowCspViolations: boolean;
}

interface WorkerFixtures {
  /** Stops the editor the worker's editor specs shared (worker-editor.ts), if they started one, when the worker ends. */
  workerEditorStopped: void;
}

const REPORT_BINDING = '__reportCspViolation';

/** Reports every Content-Security-Policy violation a page of the context meets (the DOM event or Chrome's console line), one line each. */
export async function watchCspViolations(context: BrowserContext, report: (line: string) => void) {
  await context.exposeBinding(REPORT_BINDING, ({ page }, line: string) => report(`${new URL(page.url()).pathname}: ${line}`));
  await context.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (line: string) => void>)[binding];
      report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline code'}${event.sourceFile ? ` (${event.sourceFile}:${event.lineNumber})` : ''}`);
    });
  }, REPORT_BINDING);
  context.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy|requires 'Trusted(HTML|Script|ScriptURL)' assignment/i.test(message.text())) report(`${new URL(message.page()?.url() ?? 'about:blank').pathname}: console: ${message.text()}`);
  });
}

export const test = base.extend<CspFixtures, WorkerFixtures>({
  workerEditorStopped: [
    async ({}, use) => {
      await use();
      await stopWorkerEditor();
    },
    { scope: 'worker', auto: true },
  ],
  allowCspViolations: [false, { option: true }],
  cspViolations: [
    async ({ context, allowCspViolations }, use) => {
      const violations: string[] = [];
      await watchCspViolations(context, (line) => violations.push(line));
      await use(violations);
      if (!allowCspViolations) expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
