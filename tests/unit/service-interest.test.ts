import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { presetsForService } from '../../src/enquiry/enquiry-request';
import { projectRoot } from '../../scripts/build/content-files';

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(projectRoot, dir)).flatMap((name) => {
    const relative = `${dir}/${name}`;
    return statSync(path.join(projectRoot, relative)).isDirectory() ? filesUnder(relative) : [relative];
  });
}

/** Every service parameter the site's pages, navigation and block examples link to /contact with. */
const linkedServices = [...new Set(
  ['pages.yaml', ...filesUnder('site'), ...filesUnder('renderer/blocks')]
    .filter((file) => /\.ya?ml$/.test(file))
    .flatMap((file) => [...readFileSync(path.join(projectRoot, file), 'utf8').matchAll(/\/contact\?service=([a-z0-9-]+)/g)].map((match) => match[1]!)),
)].sort();

/** What each linked service preselects; nothing where it could mean more than one interest. */
const expected: Record<string, Record<string, string>> = {
  'compliance-certification': {},
  'emergency-rust-removal-brisbane': { interest: 'services', projectType: 'emergency' },
  'emergency-rust-removal-melbourne': { interest: 'services', projectType: 'emergency' },
  'emergency-rust-removal-sydney': { interest: 'services', projectType: 'emergency' },
  equipment: { interest: 'equipment' },
  'equipment-demo': { interest: 'demo' },
  'roi-assessment': { interest: 'roi' },
};

describe('the Primary Interest a service link preselects', () => {
  it('finds the links', () => expect(linkedServices).toContain('equipment-demo'));

  it('has a decided answer for every service the site links with (a new one must be added here)', () => {
    expect(linkedServices).toEqual(Object.keys(expected).sort());
  });

  it.each(Object.entries(expected))('%s → %o', (service, presets) => {
    expect(presetsForService(service)).toEqual(presets);
  });

  it('leaves the choice to the visitor without a service or with one it does not know', () => {
    expect(presetsForService(null)).toEqual({});
    expect(presetsForService('')).toEqual({});
    expect(presetsForService('heritage-restoration')).toEqual({});
    expect(presetsForService('emergency-rust-removal-')).toEqual({});
  });
});
