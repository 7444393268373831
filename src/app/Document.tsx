import type { ReactNode } from 'react';
import logoMark from '../../renderer/shell/logo-mark.svg?no-inline';
import { locale } from './site';

/** The whole HTML document, rendered by React so that each page's title and meta tags land in <head>. */
export function Document({ children }: { children: ReactNode }) {
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b1623" />
        <link rel="icon" href={logoMark} type="image/svg+xml" />
      </head>
      <body>{children}</body>
    </html>
  );
}
