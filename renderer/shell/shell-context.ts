// What the header and footer show (the company, the menu, the footer's columns), given by whoever renders them: the
// app from the shell worked out at build time, the editor's preview from the site as saved.
import { createContext, useContext } from 'react';
import type { SiteShell } from '../../src/content/site-shell';

export type ShellParts = Pick<SiteShell, 'company' | 'header' | 'footer'>;

const ShellContext = createContext<ShellParts | undefined>(undefined);

export const ShellProvider = ShellContext.Provider;

export function useShell(): ShellParts {
  const shell = useContext(ShellContext);
  if (!shell) throw new Error('the header and footer need a ShellProvider around them');
  return shell;
}
