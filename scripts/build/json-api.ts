// The JSON calls npm run edit's own plugins answer beside the editor (History, Schedule): a body read with a limit, an answer never cached.
import type { IncomingMessage, ServerResponse } from 'node:http';

export const sendJson = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
};

/** A request body of at most `limit` characters, as a JSON object; undefined when it is not. */
export async function jsonBody(req: IncomingMessage, limit: number): Promise<Record<string, unknown> | undefined> {
  let text = '';
  for await (const chunk of req) {
    text += String(chunk);
    if (text.length > limit) return undefined;
  }
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
