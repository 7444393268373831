import { Fragment, type ReactNode } from 'react';
import { EMAIL_ADDRESS, emailParts } from '../../src/content/email-breaks';

/**
 * An e-mail address that may wrap only where a reader expects, after the @ and before a dot, and mid-word only when
 * a part is wider than the line; <wbr> rather than a zero-width space, so a copied address is the address.
 */
export function EmailAddress({ address }: { address: string }) {
  return emailParts(address).map((part, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </Fragment>
  ));
}

/** A text such as a button label, with each e-mail address in it wrapping only where a reader expects. */
export function withEmailBreaks(text: string): ReactNode[] {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL_ADDRESS)) {
    parts.push(text.slice(last, match.index), <EmailAddress key={match.index} address={match[0]} />);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return parts.filter((part) => part !== '');
}
