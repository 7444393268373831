// Where `npm start` and `npm run enquiries` keep leads when DATA_DIR is not set: outside the project, so no build
// serves them, no editor opens them and no commit picks them up.
import { homedir } from 'node:os';
import path from 'node:path';

export const enquiryDataDir = (env: Record<string, string | undefined> = process.env): string =>
  path.resolve(env.DATA_DIR || path.join(env.XDG_DATA_HOME || path.join(homedir(), '.local', 'share'), 'sclc-site', 'enquiries'));
