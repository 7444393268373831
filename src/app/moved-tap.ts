// A page part drawn late at its real height (just after a jump down the page) can move a control from under a still
// finger between press and release: the browser then clicks what the two have in common, and nothing happens. A
// release where the press was, off a link, button or question that has moved since, is the tap on that control, so it is
// clicked; a pointer that travelled is not a tap, and one released off a control that stayed put was taken off it.
// Heard from boot on, on release: the click that missed can be held by a block not yet hydrated and never reach a listener.
import { isPlainClick } from '../../renderer/ui/plain-click';
import { queuedTap, TRACKED } from '../analytics/tap-queue';

/** How far a press may travel before its release and still be a tap on what it pressed (a finger's wobble). */
const TAP_SLOP_PX = 10;

export function clickMovedControls(): void {
  let pressed: { control: HTMLElement; x: number; y: number; at: DOMRect } | undefined;
  // Capture, so that a press is seen even where a block stops it; a finger's touch is a pointerdown too.
  const listen = (type: string, listener: (event: PointerEvent) => void) => addEventListener(type, listener as EventListener, { capture: true, passive: true });
  listen('pointerdown', (event) => {
    const control = event.isPrimary && isPlainClick(event) && event.target instanceof Element ? event.target.closest<HTMLElement>('a[href],button,summary') : null;
    pressed = control ? { control, x: event.clientX, y: event.clientY, at: control.getBoundingClientRect() } : undefined;
  });
  listen('pointercancel', () => (pressed = undefined));
  listen('pointerup', (event) => {
    const tap = pressed;
    pressed = undefined;
    if (!tap || !event.isPrimary || !tap.control.isConnected || Math.hypot(event.clientX - tap.x, event.clientY - tap.y) > TAP_SLOP_PX) return;
    const now = tap.control.getBoundingClientRect();
    if ((now.x === tap.at.x && now.y === tap.at.y) || tap.control.contains(document.elementFromPoint(event.clientX, event.clientY))) return;
    // Counted as the tap it was (tap-queue.ts hears only the browser's own clicks, and this one missed the control).
    if (tap.control.matches(TRACKED)) window.trackedTaps?.push(queuedTap(tap.control));
    tap.control.click();
  });
}
