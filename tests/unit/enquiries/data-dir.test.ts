import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../../scripts/build/content-files';
import { enquiryDataDir } from '../../../src/server/enquiries/data-dir';

describe('where leads are kept', () => {
  it('is DATA_DIR when set, and otherwise a folder in the user\'s data directory, outside the project', () => {
    expect(enquiryDataDir({ DATA_DIR: 'leads' })).toBe(path.resolve('leads'));
    expect(enquiryDataDir({ XDG_DATA_HOME: '/srv/data' })).toBe('/srv/data/sclc-site/enquiries');
    const fallback = enquiryDataDir({ HOME: '/home/ada' });
    expect(path.relative(projectRoot, fallback).startsWith('..')).toBe(true);
    expect(fallback).toMatch(/\/\.local\/share\/sclc-site\/enquiries$/);
  });
});
