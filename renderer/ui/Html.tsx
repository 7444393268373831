import type { ElementType } from 'react';

/**
 * Text from a Markdown field: the build turned it into HTML from the site's own content files,
 * so it is trusted and ships no Markdown parser to the browser.
 */
export function Html({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}
