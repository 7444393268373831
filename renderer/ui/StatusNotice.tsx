import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from './Icon';

const tones = {
  error: { box: 'border-red-300 bg-red-50 text-red-950', icon: 'alert-triangle', iconColour: 'text-red-700', dismiss: 'hover:bg-red-100' },
  info: { box: 'border-sky-300 bg-sky-50 text-sky-950', icon: 'info', iconColour: 'text-sky-700', dismiss: 'hover:bg-sky-100' },
} as const;

interface StatusNoticeProps {
  /** error interrupts a screen reader at once (role alert); info waits for a pause (role status). */
  tone: keyof typeof tones;
  title: string;
  children?: ReactNode;
  /** Links or buttons the visitor can act on, under the text. */
  actions?: ReactNode;
  onDismiss: () => void;
  /** False when the visitor's attention is rightly elsewhere (a field the server named has focus). */
  reveal?: boolean;
}

/**
 * A notice about what just happened to the visitor's form, styled by the site's own stylesheet. It scrolls itself
 * into view when it appears and stays until the visitor dismisses it: a message that vanishes or lands below the
 * fold is a message not read.
 */
export function StatusNotice({ tone, title, children, actions, onDismiss, reveal = true }: StatusNoticeProps) {
  const look = tones[tone];
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Centred: clear of the sticky header and a cookie banner. Braced: Chromium's scrollIntoView returns a promise, not a cleanup.
    if (reveal) void box.current?.scrollIntoView({ block: 'center' });
  }, [reveal]);
  return (
    <div ref={box} role={tone === 'error' ? 'alert' : 'status'} className={`mt-6 scroll-mt-24 scroll-mb-4 rounded-lg border p-4 shadow-sm ${look.box}`}>
      <div className="flex items-start gap-3">
        <Icon name={look.icon} className={`mt-0.5 size-6 shrink-0 ${look.iconColour}`} />
        <p className="min-w-0 flex-1 pt-0.5 font-bold">{title}</p>
        <button type="button" onClick={onDismiss} aria-label="Dismiss" className={`-mt-2.5 -mr-2.5 inline-flex size-11 shrink-0 items-center justify-center rounded-md ${look.dismiss}`}>
          <Icon name="x" className="size-5" />
        </button>
      </div>
      {children ? <div className="mt-1 wrap-break-word">{children}</div> : null}
      {actions ? <div className="mt-4 flex flex-wrap gap-3">{actions}</div> : null}
    </div>
  );
}
