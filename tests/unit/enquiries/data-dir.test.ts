import { chmodSync, cpSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/build/content-files';
import { closeToOthers, enquiryDataDir } from '../../../src/server/enquiries/data-dir';
import { openEnquiryDatabase } from '../../../src/server/enquiries/pglite';
import { DATABASE_TIMEOUT_MS, migratedTemplate } from './harness';

describe('where leads are kept', () => {
  it('is DATA_DIR when set, and otherwise a folder in the user\'s data directory, outside the project', () => {
    expect(enquiryDataDir({ DATA_DIR: 'leads' })).toBe(path.resolve('leads'));
    expect(enquiryDataDir({ XDG_DATA_HOME: '/srv/data' })).toBe('/srv/data/sclc-site/enquiries');
    const fallback = enquiryDataDir({ HOME: '/home/ada' });
    expect(path.relative(projectRoot, fallback).startsWith('..')).toBe(true);
    expect(fallback).toMatch(/\/\.local\/share\/sclc-site\/enquiries$/);
  });
});

/** Every file and folder under (and including) a folder, with its permission bits in octal. */
function modes(folder: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (entry: string) => {
    found[path.relative(folder, entry) || '.'] = (lstatSync(entry).mode & 0o777).toString(8);
    if (lstatSync(entry).isDirectory()) for (const name of readdirSync(entry)) walk(path.join(entry, name));
  };
  walk(folder);
  return found;
}

/** Opens every folder and file under a folder to everyone's reading, as `chmod -R 0755` would. */
function openToAll(folder: string): void {
  chmodSync(folder, 0o755);
  for (const name of readdirSync(folder)) {
    const entry = path.join(folder, name);
    if (lstatSync(entry).isDirectory()) openToAll(entry);
    else chmodSync(entry, 0o755);
  }
}

describe('an existing data folder open to others', () => {
  it('is closed to its owner, pgdata and its files included: folders 0700, files 0600', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'leads-open-'));
    try {
      mkdirSync(path.join(folder, 'pgdata', 'base', '1'), { recursive: true });
      writeFileSync(path.join(folder, 'pgdata', 'PG_VERSION'), '16');
      writeFileSync(path.join(folder, 'pgdata', 'base', '1', '1259'), 'rows');
      mkdirSync(path.join(folder, 'outbox'));
      writeFileSync(path.join(folder, 'outbox', 'lead.eml'), 'Subject: a lead');
      openToAll(folder);
      expect(modes(folder)['pgdata/base/1/1259']).toBe('755');
      closeToOthers(folder);
      expect(modes(folder)).toEqual({
        '.': '700',
        pgdata: '700',
        'pgdata/PG_VERSION': '600',
        'pgdata/base': '700',
        'pgdata/base/1': '700',
        'pgdata/base/1/1259': '600',
        outbox: '700',
        'outbox/lead.eml': '600',
      });
      chmodSync(path.join(folder, 'outbox', 'lead.eml'), 0o644);
      closeToOthers(folder);
      expect(modes(folder)['outbox/lead.eml']).toBe('600');
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('is closed when the database opens it, and a pgdata PGlite creates there is closed too', async () => {
    const existing = mkdtempSync(path.join(tmpdir(), 'leads-open-db-'));
    const fresh = mkdtempSync(path.join(tmpdir(), 'leads-fresh-'));
    try {
      cpSync(await migratedTemplate(), existing, { recursive: true });
      openToAll(existing);
      chmodSync(fresh, 0o755);
      for (const folder of [existing, fresh]) {
        const database = await openEnquiryDatabase({ dataDir: folder });
        const open = Object.entries(modes(folder)).filter(([, mode]) => Number.parseInt(mode, 8) & 0o077);
        await database.close();
        expect(open, folder).toEqual([]);
        expect(modes(folder)['.']).toBe('700');
        expect(modes(folder).pgdata).toBe('700');
        expect(Object.keys(modes(folder)).filter((entry) => entry.startsWith('pgdata/')).length).toBeGreaterThan(100);
      }
    } finally {
      rmSync(existing, { recursive: true, force: true });
      rmSync(fresh, { recursive: true, force: true });
    }
  }, DATABASE_TIMEOUT_MS);
});
