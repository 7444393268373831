// The preview beside the form: the page's blocks, rendered by the site's own BlockList and components, from the
// entry as it would be saved, read by the content model as the build reads it (Markdown as HTML, facts resolved
// with the site's facts as they are now), in the site's stylesheet.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { BlockList, loadBlocks } from '../../renderer/BlockList';
import { spriteFor } from '../../renderer/ui/icon-sprite';
import { withPlaces } from '../content/field-words';
import { readPage } from '../content/load-site';
import type { Problem } from '../content/problems';
import { resolvePage } from '../content/resolve-blocks';
import type { Validators } from '../content/schemas';
import { pageData } from './new-page';
import type { SiteStore } from './site-content';
import { savedText } from './yaml-edit';

interface Props {
  entry: { get: (key: string) => unknown; toJS?: () => unknown };
}

const note = { padding: 24, fontFamily: 'system-ui' };

function ProblemList({ problems }: { problems: Problem[] }) {
  return (
    <div style={note} role="alert">
      <p>
        <strong>The preview shows once these are fixed:</strong>
      </p>
      <ul>
        {problems.map((problem) => (
          <li key={problem.field + problem.message}>
            {problem.place ? `${problem.place}: ` : ''}
            {problem.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function pagePreview(validators: Validators, site: SiteStore) {
  return function PagePreview({ entry }: Props) {
    const current = useSyncExternalStore(site.subscribe, site.current);
    const data = pageData((entry.get('data') as { toJS: () => Record<string, unknown> }).toJS());
    const file = String(entry.get('path') || 'site/pages/new-page.yaml');
    if (current) validators.useFacts(current.business);
    const { content: read, problems: found, source } = current ? readPage(file, savedText(file, String(entry.get('raw') ?? ''), data), validators, current.business) : { content: undefined, problems: [] };
    // Named as the form names them; the page is the one in the form, so its name goes without saying.
    const problems = source ? withPlaces(found, new Map([[file, source]]), validators.schemas, new Map()) : found;
    // People, contact lines and the article list as the site shows them, with today's facts.
    const content = read && current ? resolvePage(read, current.business, current.articles) : undefined;
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      if (content) void loadBlocks(content.blocks).then(() => setLoaded(true));
    }, [content]);
    if (!current) return <p style={note}>Reading the site&apos;s content…</p>;
    if (!content || problems.length) return <ProblemList problems={problems} />;
    return (
      <MemoryRouter>
        <div dangerouslySetInnerHTML={{ __html: spriteFor('', true) }} />
        <main>{loaded ? <BlockList blocks={content.blocks} /> : null}</main>
      </MemoryRouter>
    );
  };
}
