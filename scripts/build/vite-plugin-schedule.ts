// Vite plugin for `npm run edit`: the schedule of Ready drafts and releases beside the editor (scripts/schedule/scheduled-drafts.ts).
//   POST /_schedule/api {action: "list"}: every scheduled item, its times and state in the editor's words, and the business's zone;
//   POST /_schedule/api {action: "schedule", collection, slug, publishAt, endAt?, sendTo?, editor?}: times as typed in the business's zone;
//   POST /_schedule/api {action: "unschedule", collection, slug}.
//   A release instead of a draft: {action: "schedule", release: <its id>, publishAt, endAt?, sendTo?, editor?} and {action: "unschedule", release}.
// Behind the editor backend's guard: this server's Host, the editor's Origin.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { jsonBody, sendJson } from './json-api';
import { oneLine, refusedPageRequest } from '../../src/server/editor-backend';
import type { scheduledDrafts } from '../schedule/scheduled-drafts';

export const SCHEDULE_PATH = '/_schedule';

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

export function schedulePlugin({ editorOrigins, schedule, exclusive }: { editorOrigins: readonly string[]; schedule: ReturnType<typeof scheduledDrafts>; exclusive: <T>(work: () => Promise<T>) => Promise<T> }): Plugin {
  return {
    name: 'editor-schedule',
    configureServer(server) {
      server.middlewares.use(SCHEDULE_PATH, async (req: IncomingMessage, res: ServerResponse) => {
        const caller = refusedPageRequest(req, editorOrigins);
        if (caller) return sendJson(res, 403, { error: `Refused: ${caller}` });
        if (req.method !== 'POST' || req.url !== '/api') return sendJson(res, 404, { error: `${req.method} ${SCHEDULE_PATH}${req.url?.slice(0, 200)} is not part of the schedule` });
        try {
          const body = await jsonBody(req, 16_384);
          const [collection, slug, release] = [text(body?.collection), text(body?.slug), text(body?.release)];
          const listed = async () => ({ items: await exclusive(schedule.list), timeZone: await schedule.timeZone() });
          if (body?.action === 'list') return sendJson(res, 200, await listed());
          if (body?.action === 'unschedule' && (release || (collection && slug))) {
            await exclusive(() => (release ? schedule.unscheduleRelease(release) : schedule.unschedule(collection!, slug!)));
            return sendJson(res, 200, await listed());
          }
          if (body?.action === 'schedule' && (release || (collection && slug)) && text(body.publishAt)) {
            const by = text(body.editor) && oneLine(text(body.editor)!, 80);
            const times = { publishAt: text(body.publishAt)!, endAt: text(body.endAt) || undefined, sendTo: text(body.sendTo), ...(by ? { by } : {}) };
            const done = await exclusive(() => (release ? schedule.scheduleRelease({ release, ...times }) : schedule.schedule({ collection: collection!, slug: slug!, ...times })));
            if ('refusal' in done) return sendJson(res, 409, { error: done.refusal });
            return sendJson(res, 200, await listed());
          }
          return sendJson(res, 400, { error: 'The schedule knows the actions list, schedule (a draft or a release and a publish time) and unschedule (a draft or a release).' });
        } catch (error) {
          server.config.logger.error(`schedule ${req.url?.slice(0, 200)} failed: ${error instanceof Error ? error.message : String(error)}`);
          if (res.headersSent) return void res.end();
          sendJson(res, 500, { error: 'The schedule could not answer: the terminal running npm run edit says why.' });
        }
      });
    },
  };
}
