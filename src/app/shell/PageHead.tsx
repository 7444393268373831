import { trustedHtml } from '../../../renderer/ui/trusted-html';
import { jsonForScript, type HeadTags } from '../../content/page-data';

/** Head tags of a page; React 19 hoists them into <head>, on the server and on every navigation. */
export function PageHead({ head }: { head: HeadTags }) {
  const og = head.openGraph;
  return (
    <>
      <title>{head.title}</title>
      <meta name="description" content={head.description} />
      <link rel="canonical" href={head.canonical} />
      {head.robots ? <meta name="robots" content={head.robots} /> : null}
      <meta property="og:type" content={og.type} />
      <meta property="og:url" content={og.url} />
      <meta property="og:title" content={og.title} />
      <meta property="og:description" content={og.description} />
      <meta property="og:image" content={og.image} />
      <meta property="og:site_name" content={og.siteName} />
      <meta property="og:locale" content={og.locale} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={og.title} />
      <meta name="twitter:description" content={og.description} />
      <meta name="twitter:image" content={og.image} />
    </>
  );
}

/** JSON-LD scripts, one per schema.org object. */
export function StructuredData({ items }: { items: object[] }) {
  return items.map((item, index) => (
    <script key={index} type="application/ld+json" dangerouslySetInnerHTML={{ __html: trustedHtml(jsonForScript(item)) }} />
  ));
}
