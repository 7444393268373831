// A page part drawn late at its real height (just after a jump down the page) can move a control from under a still
// finger between press and release: the browser then clicks what the two have in common, and nothing happens. A
// release where the press was, off a link, button or question that has moved since, is the tap on that control, so
// it is clicked; a pointer that travelled is not a tap, and one released off a control that stayed put was taken off it.
// Heard from hydration on (started by src/app/prefetch/intent-prefetch.ts: the first load has no byte to spare), on
// release: the click that missed can be held by a block not yet hydrated and never reach a listener.
import { isPlainClick } from '../../renderer/ui/plain-click';
import { queuedTap, TRACKED } from '../analytics/tap-queue';

/** How far a press may travel before its release and still be a tap on what it pressed (a finger's wobble). */
const TAP_SLOP_PX = 10;
/** How long after a rescued tap the browser's own click of it may come (a finger's comes a little after its release). */
const OWN_CLICK_MS = 300;

export function clickMovedControls(): void {
  let pressed: { control: HTMLElement; x: number; y: number; top: number } | undefined;
  // Capture, so that a press is seen even where a block stops it; a finger's touch is a pointerdown too.
  addEventListener('pointerdown', (event) => {
    const control = event.isPrimary && isPlainClick(event) ? (event.target as Element).closest?.<HTMLElement>('a[href],button,summary') : null;
    pressed = control ? { control, x: event.clientX, y: event.clientY, top: control.getBoundingClientRect().y } : undefined;
  }, true);
  addEventListener('pointerup', (event) => {
    const tap = pressed;
    pressed = undefined;
    const { clientX: x, clientY: y } = event;
    if (!tap?.control.isConnected || Math.hypot(x - tap.x, y - tap.y) > TAP_SLOP_PX || tap.control.getBoundingClientRect().y === tap.top || tap.control.contains(document.elementFromPoint(x, y))) return;
    // Counted as the tap it was (tap-queue.ts hears only the browser's own clicks, and this one missed the control).
    if (tap.control.matches(TRACKED)) window.trackedTaps?.push(queuedTap(tap.control));
    tap.control.click();
    // The browser's own click of this tap is dropped: a finger's goes to whatever came under it, maybe another link.
    const drop = (click: Event) => {
      if (!click.isTrusted) return;
      click.preventDefault();
      click.stopImmediatePropagation();
      removeEventListener('click', drop, true);
    };
    addEventListener('click', drop, true);
    setTimeout(() => removeEventListener('click', drop, true), OWN_CLICK_MS);
  }, true);
}
