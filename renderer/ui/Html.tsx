import type { ElementType } from 'react';
import { withEmailBreaksInHtml } from '../../src/content/email-breaks';
import { trustedHtml } from './trusted-html';

/**
 * Text from a Markdown field: the build turned it into HTML from the site's own content files,
 * so it is trusted and ships no Markdown parser to the browser. E-mail addresses in it (often a fact put in after
 * the Markdown was rendered) wrap only after the @ or before a dot.
 */
export function Html({ html, as: Tag = 'div', className }: { html: string; as?: ElementType; className?: string }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: trustedHtml(withEmailBreaksInHtml(html)) }} />;
}
