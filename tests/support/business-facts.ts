// The site's business facts as the marketer last saved them, so a test asserts the site's own phone, e-mail or hours
// and keeps passing when they change.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import type { BusinessFacts } from '../../schema/generated/types';
import { projectRoot } from '../../scripts/build/content-files';

export const BUSINESS_FACTS_FILE = 'site/business.yaml';
export const business = parse(readFileSync(path.join(projectRoot, BUSINESS_FACTS_FILE), 'utf8')) as BusinessFacts;
