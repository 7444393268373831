// HTML's invokers, newer than the types: commandfor/command (a button opens or closes a dialog by its id, with no
// script), and showPopover's source (the element that opened a popover, which a click on does not light-dismiss it).
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover';
  }
}

declare global {
  interface HTMLElement {
    showPopover(options?: { source?: HTMLElement }): void;
  }
}
