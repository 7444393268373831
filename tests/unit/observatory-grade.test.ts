// The built headers graded as MDN's HTTP Observatory grades a response (its published "Tests & Scoring" table, for the
// tests headers decide: CSP, HSTS, Referrer-Policy, X-Content-Type-Options, X-Frame-Options). Start at 100, take the
// penalties, add the bonuses only from 90 up; 100 and more is A+. Cookies (none), CORS (none), SRI (scripts are the
// site's own) and the HTTP-to-HTTPS redirect (the host's) score 0 and are left out.
import { describe, expect, it } from 'vitest';
import { adminHeaders } from '../../scripts/build/editor-headers';
import { headersFile } from '../../scripts/build/security-headers';

type Headers = Record<string, string>;

function cspModifier(policy: string | undefined): number {
  if (!policy) return -25;
  const directives = new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).filter((words) => words[0]).map(([name, ...sources]) => [name!, sources]));
  const effective = (name: string) => directives.get(name) ?? directives.get('default-src') ?? [];
  const broad = (sources: string[]) => sources.some((source) => ["'unsafe-inline'", 'data:', 'https:', 'http:', '*'].includes(source));
  if (!directives.has('script-src') && !directives.has('default-src')) return -20;
  if (broad(effective('script-src')) || broad(effective('object-src'))) return -20;
  if (effective('script-src').includes("'unsafe-eval'")) return -10;
  if (broad(effective('style-src'))) return 0;
  return directives.get('default-src')?.join(' ') === "'none'" ? 10 : 5;
}

const modifiers = (headers: Headers) => ({
  csp: cspModifier(headers['Content-Security-Policy']),
  hsts: Number(/max-age=(\d+)/.exec(headers['Strict-Transport-Security'] ?? '')?.[1] ?? -1) >= 15_768_000 ? 0 : -20,
  referrer: ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(headers['Referrer-Policy'] ?? '') ? 5 : 0,
  contentType: headers['X-Content-Type-Options'] === 'nosniff' ? 0 : -5,
  frames: /frame-ancestors '(none|self)'/.test(headers['Content-Security-Policy'] ?? '') ? 5 : /^(DENY|SAMEORIGIN)$/i.test(headers['X-Frame-Options'] ?? '') ? 0 : -20,
});

function grade(headers: Headers): { score: number; grade: string } {
  const values = Object.values(modifiers(headers));
  const penalised = 100 + values.filter((value) => value < 0).reduce((sum, value) => sum + value, 0);
  const score = Math.max(0, penalised >= 90 ? penalised + values.filter((value) => value > 0).reduce((sum, value) => sum + value, 0) : penalised);
  const chart: Array<[number, string]> = [[100, 'A+'], [90, 'A'], [85, 'A-'], [80, 'B+'], [70, 'B'], [65, 'B-'], [60, 'C+'], [50, 'C'], [45, 'C-'], [40, 'D+'], [30, 'D'], [25, 'D-'], [0, 'F']];
  return { score, grade: chart.find(([floor]) => score >= floor)![1] };
}

/** One path's headers from a _headers text, as the host applies it: each matching section in order, `! Name` dropping Name. */
function headersOf(file: string, pathname: string): Headers {
  const headers: Headers = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) applies = line.endsWith('*') ? pathname.startsWith(line.slice(0, -1)) : pathname === line;
    else if (applies && line.trim().startsWith('! ')) delete headers[line.trim().slice(2)];
    else if (applies) headers[line.slice(0, line.indexOf(':')).trim()] = line.slice(line.indexOf(':') + 1).trim();
  }
  return headers;
}

describe('the built headers, graded as the HTTP Observatory grades them', () => {
  const file = headersFile('https://abcd.supabase.co', { scripts: ["'sha256-abc='"], styles: ["'sha256-def='"] }) + adminHeaders();

  it('grade A+ on the visitors’ pages and on the editor', () => {
    const visitor = grade(headersOf(file, '/contact'));
    const editor = grade(headersOf(file, '/admin/'));
    console.log(`Observatory-style grade: visitor pages ${visitor.score} (${visitor.grade}), /admin/ ${editor.score} (${editor.grade}): ${JSON.stringify(modifiers(headersOf(file, '/admin/')))}`);
    expect(visitor).toEqual({ score: 115, grade: 'A+' });
    expect(editor.grade).toBe('A+');
  });

  it('can fail: a policy with an inline-script allowance, or none, grades below A', () => {
    expect(grade({ ...headersOf(file, '/contact'), 'Content-Security-Policy': "default-src 'self'; script-src 'self' 'unsafe-inline'" })).toEqual({ score: 80, grade: 'B+' });
    const withoutPolicy = Object.fromEntries(Object.entries(headersOf(file, '/contact')).filter(([name]) => name !== 'Content-Security-Policy'));
    expect(grade(withoutPolicy)).toEqual({ score: 75, grade: 'B' });
  });
});
