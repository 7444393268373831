// One content file checked as `npm run validate` checks it (load-site.ts), with the same modules and messages:
// schema line, schema (ajv, all errors), fact references. What spans files (routes to page files) is left to CI.
import type { BusinessFacts, Page } from '../schema/generated/types';
import { resolveFacts, type FactProblem } from '../scripts/content/facts';
import { formatReport, problemAt, schemaProblems, type Problem } from '../scripts/content/problems';
import { schemaLineProblem, schemaOf } from '../scripts/content/schema-line';
import type { Validators } from '../scripts/content/schemas';
import { parseSource } from '../scripts/content/yaml-source';

const validatorOf = (validators: Validators, file: string) =>
  ({
    'schema/pages.schema.json': validators.routeTable,
    'schema/business.schema.json': validators.business,
    'schema/navigation.schema.json': validators.navigation,
    'schema/page.schema.json': validators.page,
  })[schemaOf(file)]!;

export interface FileCheck<T> {
  problems: Problem[];
  /** The validated values (defaults filled in, Markdown as HTML, facts resolved) when there is no problem. */
  content?: T;
}

/** Checks the text a save would write to `file`; business holds the facts its references must name. */
export function checkFile<T = Page>(validators: Validators, file: string, text: string, business: BusinessFacts): FileCheck<T> {
  const { source, errors } = parseSource(file, text);
  const problems: Problem[] = errors.map((error) => ({ file, line: error.linePos?.[0].line ?? 1, col: error.linePos?.[0].col ?? 1, field: '', message: `YAML syntax: ${error.message.split('\n')[0]}` }));
  if (errors.length) return { problems };
  const schemaLine = schemaLineProblem(file, text);
  if (schemaLine) problems.push(schemaLine);
  const isBusiness = schemaOf(file) === 'schema/business.schema.json';
  validators.useFacts(isBusiness ? (source.values as BusinessFacts) : business);
  const validate = validatorOf(validators, file);
  const data = structuredClone(source.values);
  if (!validate(data)) return { problems: [...problems, ...schemaProblems(source, validate.errors ?? [])] };
  if (isBusiness) return { problems, content: data as T };
  const factProblems: FactProblem[] = [];
  const content = resolveFacts(data, business, factProblems) as T;
  problems.push(...factProblems.map((problem) => problemAt(source, problem.segments, problem.message, problem.hint)));
  return problems.length ? { problems } : { problems, content };
}

/** The notice an editor reads when a save is refused: the same report as `npm run validate`. */
export const refusal = (problems: Problem[]) => `Not saved: fix these first.\n\n${formatReport(problems)}`;
