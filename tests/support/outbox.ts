// The local enquiry function writes each e-mail as an .eml file; tests read them as a person would.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** An .eml as a reader sees it: headers plus every base64 body part decoded. */
export const readableMail = (eml: string) =>
  eml.replace(/Content-Transfer-Encoding: base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/g, (_, body: string) => Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8'));

/** Every e-mail in an outbox folder, readable. */
export const outboxMails = (outbox: string) => readdirSync(outbox).filter((file) => file.endsWith('.eml')).map((file) => readableMail(readFileSync(path.join(outbox, file), 'utf8')));
