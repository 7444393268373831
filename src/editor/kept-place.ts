// Saving keeps the form where the marketer was. Decap reads an entry back after its first save as a draft, and the
// Routes form is opened again after a save (route-changes.ts): either way the form is drawn anew, every list item
// closed, the pane scrolled to its top and the field being edited gone from view. The place (the items open, what a
// list was filtered by, the pane's scroll and the field last edited) is noted as Save is pressed, and given back to the
// same entry's form when it is drawn again.

/** A list of the form as it is drawn now: its path, open items and filter. */
export interface DrawnList {
  element: () => Element | null;
  path: () => string;
  count: () => number;
  openItems: () => number[];
  finding: () => string;
}

const drawnLists = new Set<DrawnList>();
/** Each list item drawn, by Decap's key for it, with its path: blocks.2. */
export const itemPaths = new Map<string, string>();
let kept: Place | undefined;
let lastField: Element | undefined;

/** Where the marketer was in one entry's form when they pressed Save. */
export interface Place {
  /** The entry's address (location.hash, any ?ref=… left out). */
  entry: string;
  /** When it was noted (ms): a place older than KEPT_FOR_MS is not given back. */
  at: number;
  /** Each list drawn at the time, by its path (blocks, blocks.2/items), with its open items and what it was filtered by. */
  lists: Map<string, { count: number; open: number[]; finding: string }>;
  scrollTop: number;
  /** The field last edited, by its order among the form's fields. */
  field?: number;
  /** The lists drawn at the time: while any is still drawn, the form was not drawn anew and keeps its own place. */
  drawn: Set<DrawnList>;
}

/** How long after Save the form may be drawn again and still be given its place: a slow save and Decap's read back. */
export const KEPT_FOR_MS = 30_000;

/** An entry's address as the place is kept for it: a publish from the Workflow card adds ?ref=workflow. */
export const entryOf = (hash: string) => hash.replace(/\?.*$/, '');

/** Whether `place` is to be given back now: the same entry, soon after Save, its form drawn anew (none of its lists left). */
export function isDrawnAnew(place: Place | undefined, entry: string, now: number): place is Place {
  return !!place && place.entry === entry && now - place.at <= KEPT_FOR_MS && ![...place.drawn].some((list) => drawnLists.has(list));
}

/** The path of a list in the form: its field's name, below the path of the list item it sits in (if any). */
export function listPath(name: string, parentIds: readonly string[] | undefined, itemPaths: ReadonlyMap<string, string>): string {
  const inside = [...(parentIds ?? [])].reverse().find((id) => itemPaths.has(id));
  return inside === undefined ? name : `${itemPaths.get(inside)}/${name}`;
}

/**
 * Which items of a list drawn anew are closed, as the kept place has them; undefined when there is no place to give
 * back (another entry, too long ago, a list not drawn at the time, or one whose length changed: a route removed, a block added).
 */
export function collapsedAsKept(place: Place | undefined, entry: string, now: number, path: string, count: number): boolean[] | undefined {
  if (!isDrawnAnew(place, entry, now)) return undefined;
  const list = place.lists.get(path);
  if (!list || list.count !== count) return undefined;
  return Array.from({ length: count }, (_, index) => !list.open.includes(index));
}

export const listDrawn = (list: DrawnList) => drawnLists.add(list);
export const listGone = (list: DrawnList) => drawnLists.delete(list);

/** The form's fields in order: what the place's field is counted among. */
const fieldsIn = (pane: Element) => [...pane.querySelectorAll('input:not([type="hidden"]), textarea, [contenteditable="true"]')];

/** The scrolling pane of Decap's form around `element`. */
export function paneOf(element: Element | null): HTMLElement | undefined {
  for (let at = element?.parentElement; at; at = at.parentElement) if (/(auto|scroll)/.test(getComputedStyle(at).overflowY)) return at;
  return undefined;
}

/** Notes the field being edited as the marketer moves through the form (Save takes the focus from it). */
export function followEditedField() {
  document.addEventListener('focusin', (event) => {
    const target = event.target as Element;
    if (target.matches('input, textarea, [contenteditable="true"]')) lastField = target;
  });
}

/** Notes where the marketer is in the form of `entry`, as they press Save. */
export function keepPlace(entry: string) {
  const pane = paneOf(lastField?.isConnected ? lastField : ([...drawnLists][0]?.element() ?? null));
  const fields = pane ? fieldsIn(pane) : [];
  const field = lastField?.isConnected ? fields.indexOf(lastField) : -1;
  kept = {
    entry: entryOf(entry),
    at: Date.now(),
    lists: new Map([...drawnLists].map((list) => [list.path(), { count: list.count(), open: list.openItems(), finding: list.finding() }])),
    scrollTop: pane?.scrollTop ?? 0,
    ...(field >= 0 && { field }),
    drawn: new Set(drawnLists),
  };
}

/** The kept place of the list at `path` when its form is drawn anew for the same entry. */
export function keptList(path: string, count: number): { collapsed: boolean[]; finding: string } | undefined {
  const collapsed = collapsedAsKept(kept, entryOf(location.hash), Date.now(), path, count);
  return collapsed && { collapsed, finding: kept!.lists.get(path)!.finding };
}

/**
 * Scrolls the form drawn anew back to where it was and puts the cursor back in the field last edited, once the pane is
 * tall enough again (its fields draw over a few frames); the place is then used up.
 */
export function giveBackScroll(formElement: Element | null) {
  const place = kept;
  if (!isDrawnAnew(place, entryOf(location.hash), Date.now())) return;
  kept = undefined;
  const started = performance.now();
  const settle = () => {
    const pane = paneOf(formElement);
    if (!pane) return;
    const tallEnough = pane.scrollHeight - pane.clientHeight >= place.scrollTop;
    if (!tallEnough && performance.now() - started < 3000) return void requestAnimationFrame(settle);
    const field = place.field === undefined ? undefined : fieldsIn(pane)[place.field];
    if (field instanceof HTMLElement && !field.isContentEditable) field.focus({ preventScroll: true });
    pane.scrollTop = place.scrollTop;
  };
  requestAnimationFrame(settle);
}
