// The W3C Nu HTML checker (vnu.jar from the vnu-jar package) run over built pages in one Java process.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** One message of the checker's JSON report (`--format json`). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** The report's errors in the markup (not in the inline stylesheet's CSS), one line each: file relative to `root`, line:column, the problem and the markup around it. */
export function nuErrorLines(report: { messages: NuMessage[] }, root: string): string[] {
  return report.messages
    .filter((message) => message.type !== 'info')
    // The checker's CSS validator predates @property and margin-trim, which Tailwind emits; the page's inline stylesheet is the built CSS, not markup.
    .filter((message) => !message.message.startsWith('CSS: '))
    .map((message) => {
      const file = message.url?.startsWith('file:') ? path.relative(root, fileURLToPath(message.url)) : (message.url ?? '(no file)');
      const where = message.lastLine === undefined ? file : `${file}:${message.lastLine}:${message.firstColumn ?? message.lastColumn ?? 0}`;
      const extract = message.extract ? `  in: ${message.extract.replace(/\s+/g, ' ').trim()}` : '';
      return `${where}  ${message.message}${extract}`;
    });
}

const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

/** Checks every file in one Java process and returns its errors (not its warnings) as lines; throws when Java is missing. */
export function checkMarkup(files: string[], root: string): string[] {
  let output: string;
  try {
    // C1-only JIT and the serial collector: a short batch run, less than half the CPU; the schema recursion needs a 2 MB stack.
    output = execFileSync('java', ['-Xss2m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-jar', vnuJar, '--format', 'json', '--errors-only', '--exit-zero-always', '--stdout', ...files], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new Error('java not found: the Nu HTML checker needs Java 17 or newer (apt-get install default-jre-headless; .ci/run installs it)');
    throw error;
  }
  if (!output.trimStart().startsWith('{')) throw new Error(`the Nu HTML checker did not report: ${output.slice(0, 500)}`);
  return nuErrorLines(JSON.parse(output) as { messages: NuMessage[] }, root);
}
