// `npm run enquiries -- list | export [file.csv] | retry | purge [--older-than <months>] | delete --email <address>`:
// the command itself is scripts/enquiries/cli.ts, which the tests also run in-process.
import { enquiriesCommand } from './enquiries/cli';

process.exitCode = await enquiriesCommand(process.argv.slice(2), {
  env: process.env,
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
});
