// Server-side render of the block gallery for the development server; never part of the production build.
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { GALLERY_PATH, type BlockExample } from '../../src/content/block-examples';
import { loadBlocks } from '../BlockList';
import { withIconSprite } from '../ui/icon-sprite';
import { BlockGallery } from './BlockGallery';

/** The whole gallery document; its script adds the styles and the copy buttons. */
export async function renderGallery(examples: BlockExample[]): Promise<string> {
  // Interactive blocks are code-split; their code must be loaded before they render.
  await loadBlocks(examples.flatMap((example) => (example.block ? [example.block] : [])));
  const body = renderToString(
    <StaticRouter location={GALLERY_PATH}>
      <BlockGallery examples={examples} />
    </StaticRouter>,
  );
  // The gallery shows every block, with every icon.
  return withIconSprite(`<!doctype html>
<html lang="en-AU">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>Block gallery</title>
<script type="module" src="/renderer/gallery/gallery-client.ts"></script>
</head>
<body>${body}</body>
</html>`, true);
}
