// The preview beside the form: the page's blocks, rendered by the site's own BlockList and components, from the
// entry as it would be saved and validated (Markdown as HTML, facts resolved), in the site's stylesheet.
import { useEffect, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { BusinessFacts, Page } from '../schema/generated/types';
import { BlockList, loadBlocks } from '../renderer/BlockList';
import { spriteFor } from '../renderer/ui/icon-sprite';
import type { Validators } from '../scripts/content/schemas';
import { checkFile } from './validate-file';
import { pageData } from './new-page';
import { savedText } from './yaml-edit';

interface Props {
  entry: { get: (key: string) => unknown; toJS?: () => unknown };
}

export function pagePreview(validators: Validators, business: BusinessFacts) {
  return function PagePreview({ entry }: Props) {
    const data = pageData((entry.get('data') as { toJS: () => Record<string, unknown> }).toJS());
    const file = String(entry.get('path') || 'site/pages/new-page.yaml');
    const { content, problems } = checkFile<Page>(validators, file, savedText(file, String(entry.get('raw') ?? ''), data), business);
    const [loaded, setLoaded] = useState(false);
    useEffect(() => {
      if (content) void loadBlocks(content.blocks).then(() => setLoaded(true));
    }, [content]);
    if (!content) {
      return (
        <div style={{ padding: 24, fontFamily: 'system-ui' }} role="alert">
          <p><strong>The preview shows once these are fixed:</strong></p>
          <ul>{problems.map((problem) => <li key={problem.field + problem.message}>{problem.field || '(file)'}: {problem.message}</li>)}</ul>
        </div>
      );
    }
    return (
      <MemoryRouter>
        <div dangerouslySetInnerHTML={{ __html: spriteFor('', true) }} />
        <main>{loaded ? <BlockList blocks={content.blocks} /> : null}</main>
      </MemoryRouter>
    );
  };
}
