// The enquiry function's facts module, written from site/business.yaml just before the function is bundled (each deploy
// of it, `npm run generate`, the Deno tests) and never committed: a fact a marketer changes in the editor reaches the
// receipts at the next deploy, and no check finds a committed copy stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { BusinessFacts } from '../../schema/generated/types';
import { functionFactsText, FUNCTION_FACTS } from '../../src/server/enquiries/function-facts';
import { projectRoot } from './content-files';

/** Writes the module from root's site/business.yaml when it differs; true when it was written. */
export function writeFunctionFacts(root = projectRoot): boolean {
  const target = path.join(root, FUNCTION_FACTS);
  const text = functionFactsText(parse(readFileSync(path.join(root, 'site/business.yaml'), 'utf8')) as BusinessFacts);
  if (existsSync(target) && readFileSync(target, 'utf8') === text) return false;
  writeFileSync(target, text);
  return true;
}
