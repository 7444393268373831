// Deleting leads, for the retention period and for one person's request, on PGlite and the real Postgres.
import { beforeEach, expect, it } from 'vitest';
import { handlerFor, post, validEnquiry, describeEachStore } from './harness';

describeEachStore((bed) => {
  beforeEach(async () => {
    await bed().reset();
    const handle = handlerFor(bed());
    for (const email of ['jane@acme.example', 'JANE@acme.example', 'bob@other.example']) expect((await handle(post(validEnquiry({ email })))).status).toBe(200);
    await bed().database.query(`update public.enquiries set received_at = now() - interval '25 months' where email = 'bob@other.example'`);
  });

  it('deletes one person\'s rows, whatever the case of their address, and nobody else\'s', async () => {
    expect(await bed().database.store.forget({ email: 'Jane@Acme.example' })).toHaveLength(2);
    expect((await bed().database.store.list()).map((record) => record.email)).toEqual(['bob@other.example']);
  });

  it('deletes the rows received before the cut-off only', async () => {
    const cutoff = new Date();
    cutoff.setMonth(cutoff.getMonth() - 24);
    expect(await bed().database.store.forget({ receivedBefore: cutoff })).toHaveLength(1);
    expect((await bed().database.store.list()).map((record) => record.email).sort()).toEqual(['JANE@acme.example', 'jane@acme.example']);
  });
});
