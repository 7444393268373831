// Decap's list with an "Add below" at the foot of each item: Decap adds a new item only at the end of the list (or at
// its top), so a block for the middle of a long page had to be moved up past every block after it (issue 28). The
// item is made by Decap's own add (its defaults, its type), then placed after the item the marketer is at.
import { Children, cloneElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';

/** A list item's value: Decap keeps lists as Immutable.js Lists. */
interface ListValue {
  size: number;
  insert: (index: number, item: unknown) => ListValue;
}

/** A list type's settings, as Decap's config holds them (an Immutable.js Map). */
interface FieldSettings {
  get: (key: string, fallback?: unknown) => unknown;
}

/** Decap's list control as far as this uses it (decap-cms-widget-list's ListControl, a class component). */
interface ListControl {
  props: { value?: ListValue; field: FieldSettings; onChange: (value: ListValue) => void };
  state: { keys: string[]; itemsCollapsed: boolean[] };
  setState: (state: { keys: string[]; itemsCollapsed: boolean[] }) => void;
  renderItem: (item: unknown, index: number) => ReactElement<{ children?: ReactNode }>;
  addItem: (item: unknown) => void;
  handleAdd: (event: { preventDefault: () => void }) => void;
  handleAddType: (type: string, typeKey: string) => void;
  objectLabel: (item: unknown) => string;
  componentDidUpdate?(): void;
}
type ListControlClass = new (props: object) => ListControl;

const foot: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '8px 8px 4px' };
const button: CSSProperties = { font: 'inherit', fontSize: 13, padding: '2px 10px', border: '1px solid #b3b9c4', borderRadius: 4, background: '#fff', color: '#313d3e', cursor: 'pointer' };

/** Decap's list control with "Add below" on each item; focus goes to the new item's first field. */
export function insertBelow(Control: ListControlClass): ListControlClass {
  return class InsertBelow extends Control {
    /** Where Decap's next add goes: after the item whose "Add below" was pressed; unset, Decap's own add appends. */
    private insertAt?: number;
    /** The new item's key, to focus its first field once it has rendered. */
    private focusKey?: string;
    /** Each item's last element with its Add below, by key (a name of its own: the list beneath keeps a `drawn` of its own
     *  on the same object): handed back while the list's own element is the same one,
     *  so an item the list skipped drawing stays skipped (ordered-list.tsx hands back unchanged items as they were). */
    private drawnWithAddBelow = new Map<string, { inner: ReactElement; index: number; element: ReactElement<{ children?: ReactNode }> }>();

    constructor(props: object) {
      super(props);
      const append = this.addItem;
      this.addItem = (item) => {
        const at = this.insertAt;
        this.insertAt = undefined;
        const list = this.props.value;
        if (at === undefined || !list || at >= list.size) return append(item);
        const key = crypto.randomUUID();
        this.focusKey = key;
        this.setState({ keys: this.state.keys.toSpliced(at, 0, key), itemsCollapsed: this.state.itemsCollapsed.toSpliced(at, 0, false) });
        this.props.onChange(list.insert(at, item));
      };

      const renderItem = this.renderItem;
      this.renderItem = (item, index) => {
        const element = renderItem(item, index);
        const key = this.state.keys[index];
        if (!key || this.props.field.get('allow_add', true) === false) return element;
        const last = this.drawnWithAddBelow.get(key);
        if (last && last.inner === element && last.index === index) return last.element;
        const name = this.objectLabel(item) || `item ${index + 1}`;
        const types = this.props.field.get('types') as { toJS: () => { name: string; label?: string }[] } | undefined;
        const typeKey = String(this.props.field.get('typeKey', 'type'));
        const add = (type?: string, menu?: HTMLDetailsElement | null) => {
          if (menu) menu.open = false;
          this.insertAt = index + 1;
          if (type) this.handleAddType(type, typeKey);
          else this.handleAdd({ preventDefault: () => undefined });
        };
        const singular = String(this.props.field.get('label_singular', this.props.field.get('label', 'item'))).toLowerCase();
        // A typed list (blocks) asks which kind first, in a disclosure that any keyboard opens; a plain list adds at once.
        const control = types ? (
          <details key="add-below" data-add-below={key} style={foot}>
            <summary style={{ ...button, display: 'inline-block' }} aria-label={`Add ${singular} below: ${name}`}>
              Add {singular} below
            </summary>
            <div style={{ ...foot, padding: '8px 0 0' }}>
              {types.toJS().map((type) => (
                <button key={type.name} type="button" style={button} onClick={(event) => add(type.name, event.currentTarget.closest('details'))}>
                  {type.label ?? type.name}
                </button>
              ))}
            </div>
          </details>
        ) : (
          <div key="add-below" data-add-below={key} style={foot}>
            <button type="button" style={button} aria-label={`Add ${singular} below: ${name}`} onClick={() => add()}>
              Add {singular} below
            </button>
          </div>
        );
        const withControl = cloneElement(element, undefined, ...Children.toArray(element.props.children), control);
        this.drawnWithAddBelow.set(key, { inner: element, index, element: withControl });
        return withControl;
      };
    }

    override componentDidUpdate() {
      super.componentDidUpdate?.();
      if (!this.focusKey) return;
      const item = document.querySelector(`[data-add-below="${this.focusKey}"]`)?.parentElement;
      const field = item?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, [contenteditable="true"]');
      if (!field) return;
      this.focusKey = undefined;
      field.focus();
      field.scrollIntoView({ block: 'center' });
    }
  };
}
