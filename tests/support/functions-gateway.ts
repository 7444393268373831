// Supabase's API gateway in front of the enquiry function, as strict as it is for a function that verifies the caller:
// every request but a CORS preflight must carry the project's key as @supabase/functions-js sends it (apikey, and
// Authorization: Bearer), or it is answered 401 before the function sees it. Our function is deployed without that
// check (the no-script form sends no headers); the double is stricter so a test sees whether a client sends the key.
// A process of its own (the tests wait on check-live synchronously):
//   node --import tsx tests/support/functions-gateway.ts <port> <function's port> <key>
import { createServer, request } from 'node:http';

const [port, functionPort, key] = process.argv.slice(2);
if (!port || !functionPort || !key) throw new Error('usage: functions-gateway.ts <port> <function port> <key>');

createServer((incoming, answer) => {
  const keyed = incoming.headers.apikey === key && incoming.headers.authorization === `Bearer ${key}`;
  if (incoming.method !== 'OPTIONS' && !keyed) {
    answer.writeHead(401, { 'content-type': 'application/json' });
    answer.end(JSON.stringify({ message: 'Invalid API key', hint: 'Double check your Supabase `anon` or `service_role` API key.' }));
    return;
  }
  const forwarded = request({ host: '127.0.0.1', port: Number(functionPort), path: incoming.url, method: incoming.method, headers: incoming.headers }, (response) => {
    answer.writeHead(response.statusCode ?? 502, response.headers);
    response.pipe(answer);
  });
  forwarded.on('error', () => {
    answer.writeHead(502);
    answer.end();
  });
  incoming.pipe(forwarded);
}).listen(Number(port), '127.0.0.1', () => console.log(`gateway listening on ${port}`));
