// Click to edit: a click on a block's text in the preview opens that block in the form and puts the cursor in the field
// that holds the text (else the block's first field), through Decap's own focus of a field by its path (a list opens
// the collapsed item, an object its fields, a text box takes the focus and is scrolled to).

/** A control of Decap's form that can focus a field below it by its dotted path: "0.title", "2.items.1.answer". */
interface Focusable {
  focus: (path: string) => void;
}

/** The form's top-level lists (a page's blocks) by their field's name, as they mount. */
const formLists = new Map<string, Focusable>();

export const registerFormList = (name: string, control: Focusable) => formLists.set(name, control);
export const unregisterFormList = (name: string, control: Focusable) => formLists.get(name) === control && formLists.delete(name);

/** Lower-case words only: a heading's text against the Markdown, facts and quotes it was written with. */
const wordsIn = (text: string) => text.toLowerCase().replace(/\{[^}]*\}|\]\([^)]*\)/g, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/** Every text of a value with its path below it: ['title'], ['items', 1, 'answer']. */
function textsOf(value: unknown, at: Array<string | number> = []): Array<{ at: Array<string | number>; text: string }> {
  if (typeof value === 'string') return [{ at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => textsOf(item, [...at, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => (key === 'type' ? [] : textsOf(item, [...at, key])));
  return [];
}

/**
 * The field of `block` (a block's values as the form holds them) that shows `clicked` (the text of what was clicked in
 * the preview): the one whose words are the same, else the one whose words hold them (a paragraph of an answer), else
 * the one whose words they hold; undefined when none does.
 */
export function fieldShowing(block: unknown, clicked: string): Array<string | number> | undefined {
  const words = wordsIn(clicked);
  if (!words) return undefined;
  const texts = textsOf(block).map((entry) => ({ ...entry, words: wordsIn(entry.text) })).filter((entry) => entry.words);
  const found = texts.find((entry) => entry.words === words) ?? texts.find((entry) => entry.words.includes(words)) ?? texts.find((entry) => words.includes(entry.words));
  return found?.at;
}

/** Opens block `index` of the page's form and focuses the field at `at` within it, or the block's first field. */
export function focusBlockField(index: number, at: Array<string | number> | undefined) {
  formLists.get('blocks')?.focus([index, ...(at ?? [])].join('.'));
  if (at) return;
  // No field named: the block's first box, once Decap has opened it.
  requestAnimationFrame(() => {
    const items = document.querySelectorAll('[class*="listControlItem"]');
    const top = [...items].filter((item) => !item.parentElement?.closest('[class*="listControlItem"]'));
    top[index]?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, [contenteditable="true"]')?.focus();
  });
}
