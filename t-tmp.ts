import { loadSiteFrom } from './scripts/build/content-files';
const site = loadSiteFrom().site!;
for (const [file, page] of site.pages) for (const b of page.blocks) if (b.type === 'cards' && b.variant === 'metric' && b.items.some((i) => i.href)) console.log(file, b.id);
for (const [file, page] of site.pages) for (const b of page.blocks) if ((b.type === 'gallery' && b.items.some((i: any) => i.image?.priority)) || (b.type === 'products' && b.items.some((i: any) => i.image?.priority))) console.log('priority', file);
