// Releases (issue 56), the pure model: a named group of drafts, each draft in at most one; a published release keeps
// what it published so it can be taken back; a take-back's removed pages send their visitors to a page that stays.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import {
  addDraft,
  deleteRelease,
  isRefusal,
  makeRelease,
  markPublished,
  markTakenBack,
  publishRefusal,
  readReleases,
  releaseOf,
  removedAddresses,
  removeDraft,
  renameRelease,
  takeBackRefusal,
  withoutGoneDrafts,
  withRedirects,
  writeReleases,
  type Releases,
} from '../../src/content/releases';

const none: Releases = { releases: [] };

/** The value of an outcome the test expects to be allowed. */
function allowed<T>(outcome: T | { refused: string }): T {
  if (isRefusal(outcome)) throw new Error(`refused: ${outcome.refused}`);
  return outcome;
}

const made = (releases: Releases, name: string) => allowed(makeRelease(releases, name));

describe('releases', () => {
  it('are made with a name of their own, and an id that a rename keeps', () => {
    const { releases, release } = made(none, '  Spring   campaign ');
    expect(release).toMatchObject({ id: 'spring-campaign', name: 'Spring campaign', drafts: [], state: 'open' });
    const second = made(releases, 'Spring: campaign!');
    expect(second.release.id).toBe('spring-campaign-2');
    expect(makeRelease(releases, 'spring CAMPAIGN')).toEqual({ refused: 'There is already a release named "Spring campaign": choose another name.' });
    expect(makeRelease(releases, ' - ')).toMatchObject({ refused: expect.stringContaining('a letter or a digit') });
    expect(makeRelease(releases, 'x'.repeat(61))).toMatchObject({ refused: expect.stringContaining('at most 60 characters; this one has 61') });
    const renamed = allowed(renameRelease(releases, 'spring-campaign', 'Winter rust blitz'));
    expect(renamed.releases).toEqual([{ id: 'spring-campaign', name: 'Winter rust blitz', drafts: [], state: 'open' }]);
  });

  it('hold a draft in one release at most: adding it to another takes it out of the first', () => {
    let { releases } = made(none, 'Spring campaign');
    releases = made(releases, 'Winter offer').releases;
    releases = allowed(addDraft(releases, 'spring-campaign', 'pages/home'));
    releases = allowed(addDraft(releases, 'spring-campaign', 'navigation/navigation'));
    expect(releaseOf(releases, 'pages/home')?.name).toBe('Spring campaign');
    releases = allowed(addDraft(releases, 'winter-offer', 'pages/home'));
    expect(releases.releases.map((release) => release.drafts)).toEqual([['navigation/navigation'], ['pages/home']]);
    releases = allowed(removeDraft(releases, 'winter-offer', 'pages/home'));
    expect(releaseOf(releases, 'pages/home')).toBeUndefined();
    expect(addDraft(releases, 'spring-campaign', '../main')).toEqual({ refused: 'That is not a draft of the editor.' });
    expect(addDraft(releases, 'no-such', 'pages/home')).toMatchObject({ refused: expect.stringContaining('no such release') });
  });

  it('lose drafts that are gone (published alone or deleted), and are not published without one', () => {
    let { releases } = made(none, 'Spring campaign');
    releases = allowed(addDraft(releases, 'spring-campaign', 'pages/home'));
    releases = withoutGoneDrafts(releases, ['navigation/navigation']);
    expect(releases.releases[0]!.drafts).toEqual([]);
    expect(publishRefusal(releases.releases[0]!)).toEqual({ refused: '"Spring campaign" has no drafts: add drafts to it from their toolbar (Release), then publish.' });
  });

  it('once published keep what they published, take no more drafts, are not deleted, and are taken back once', () => {
    let { releases, release } = made(none, 'Spring campaign');
    releases = allowed(addDraft(releases, release.id, 'pages/home'));
    const open = releases.releases[0]!;
    expect(publishRefusal(open)).toBeUndefined();
    expect(takeBackRefusal(open)).toMatchObject({ refused: expect.stringContaining('is not published') });
    releases = markPublished(releases, open, { commit: 'abc', by: 'Alex Marketer', at: '2026-06-02T09:00:00+10:00', files: ['site/pages/home.yaml'] });
    // Gone as branches once published, still named in the release.
    releases = withoutGoneDrafts(releases, []);
    expect(releases.releases[0]).toMatchObject({ state: 'published', drafts: ['pages/home'], published: { commit: 'abc', by: 'Alex Marketer' } });
    expect(addDraft(releases, release.id, 'pages/faq')).toMatchObject({ refused: expect.stringContaining('is Published') });
    expect(deleteRelease(releases, release.id)).toMatchObject({ refused: expect.stringContaining('so that it can be taken back') });
    expect(publishRefusal(releases.releases[0]!)).toMatchObject({ refused: expect.stringContaining('is Published') });
    expect(takeBackRefusal(releases.releases[0]!)).toBeUndefined();
    releases = markTakenBack(releases, release.id, { commit: 'def', by: 'Sam Manager', at: '2026-06-30T17:00:00+10:00' });
    expect(takeBackRefusal(releases.releases[0]!)).toEqual({ refused: '"Spring campaign" was taken back already.' });
    expect(allowed(deleteRelease(releases, release.id)).releases).toEqual([]);
  });

  it('are stored as text and read back; a damaged text reads as none, a damaged entry is passed over', () => {
    let { releases } = made(none, 'Spring campaign');
    releases = allowed(addDraft(releases, 'spring-campaign', 'pages-locations/perth'));
    expect(readReleases(writeReleases(releases))).toEqual(releases);
    expect(readReleases('{not json')).toEqual(none);
    expect(readReleases(undefined)).toEqual(none);
    expect(readReleases(JSON.stringify({ releases: [{ id: '../x', name: 'Bad' }, { id: 'ok', name: 'Ok', drafts: ['pages/home', 'nope'], state: 'weird' }] }))).toEqual({
      releases: [{ id: 'ok', name: 'Ok', drafts: ['pages/home'], state: 'open' }],
    });
  });
});

describe("a take-back's redirects", () => {
  const before = 'routes:\n  - path: /\n    page: home.yaml\n    redirectFrom: [/home]\n\n  - path: /contact\n    page: contact.yaml\n\n  - path: /spring-rust-offer\n    page: spring-rust-offer.yaml\n';
  const after = 'routes:\n  - path: /\n    page: home.yaml\n    redirectFrom: [/home]\n\n  - path: /contact\n    page: contact.yaml\n';

  it('find the addresses the take-back removes', () => {
    expect(removedAddresses(before, after)).toEqual(['/spring-rust-offer']);
    expect(removedAddresses(after, after)).toEqual([]);
  });

  it("send each removed address to the chosen page's old addresses, the file otherwise as written", () => {
    const toContact = allowed(withRedirects(after, new Map([['/spring-rust-offer', '/contact']])));
    expect(toContact).toBe(after.replace('page: contact.yaml\n', 'page: contact.yaml\n    redirectFrom: [/spring-rust-offer]\n'));
    const toHome = allowed(withRedirects(after, new Map([['/spring-rust-offer', '/']])));
    expect((parse(toHome) as { routes: Array<{ redirectFrom?: string[] }> }).routes[0]!.redirectFrom).toEqual(['/home', '/spring-rust-offer']);
    expect(withRedirects(after, new Map([['/spring-rust-offer', '/nowhere']]))).toEqual({
      refused: '/spring-rust-offer cannot send its visitors to /nowhere: no page that stays has that address. Write the address of a page of the site, like /contact.',
    });
  });
});
