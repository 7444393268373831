/** A primary-button click with no modifier key: the one a page follows itself (others open a tab, a window, a download). */
export const isPlainClick = (event: Event) => event instanceof MouseEvent && event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
