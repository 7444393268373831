import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BlockList, loadBlocks } from '../../renderer/BlockList';
import { loadSiteFrom, readBlockExamples, readValidators } from '../../scripts/build/content-files';
import { previewHeaders, previewRobotsTxt } from '../../scripts/build/preview-build';
import { PREVIEW_MODE } from '../../src/enquiry/preview-build';
import type { Block } from '../../schema/generated/types';

const site = loadSiteFrom().site!;
const form = readBlockExamples(site, readValidators()).find((example) => example.type === 'contact-form')!.block!;

async function renderForm(): Promise<string> {
  await loadBlocks([form as Block]);
  const router = createMemoryRouter([{ path: '/', element: <BlockList blocks={[form as Block]} /> }]);
  return renderToString(<RouterProvider router={router} />);
}

afterEach(() => vi.unstubAllEnvs());

describe('a draft\'s preview deployment takes no real lead and is never indexed', () => {
  it('says on the form that it is a preview and gives the form no address to post to', async () => {
    vi.stubEnv('MODE', PREVIEW_MODE);
    const html = await renderForm();
    expect(html).toContain('Preview of a draft: this form sends nothing.');
    expect(html).not.toContain('/functions/v1/send-contact-email');
  });

  it('leaves the live form as it is: no notice, posting to the enquiry function', async () => {
    vi.stubEnv('MODE', 'production');
    const html = await renderForm();
    expect(html).not.toContain('Preview of a draft');
    expect(html).toContain('/functions/v1/send-contact-email');
  });

  it('keeps crawlers out of every path of a preview', () => {
    expect(previewRobotsTxt()).toMatch(/^User-agent: \*\nDisallow: \/\n$/);
    expect(previewHeaders()).toMatch(/^\/\*\n {2}X-Robots-Tag: noindex/);
  });
});
