// Decap's list with controls on each item (issue 28): Move up and Move down buttons, since Decap moves items by
// dragging alone, which no keyboard or switch can do; and an "Add below", since Decap adds only at the end (or top) of
// a list, so a block for the middle of a long page had to be moved up past every block after it. The buttons call the
// list's own move and add, so a move is the same as a drag and a new item has Decap's defaults and type.
import { DndContext, MouseSensor, TouchSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { restrictToParentElement } from '@dnd-kit/modifiers';
import { SortableContext } from '@dnd-kit/sortable';
import { Children, cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { registerFormList, unregisterFormList } from './click-to-edit';
import { giveBackScroll, itemPaths, keptList, listDrawn, listGone, listPath, type DrawnList } from './kept-place';
import { foundInWords, isFound } from './list-finder';

/** A list's item: Decap keeps a list of fields as Immutable.js Maps. */
interface ListItem {
  get?: (key: string) => unknown;
}

/** A list's value: Decap keeps lists as Immutable.js Lists. */
interface ListValue {
  size: number;
  insert: (index: number, item: unknown) => ListValue;
  get: (index: number) => ListItem | undefined;
  map: <T>(draw: (item: ListItem, index: number) => T) => Iterable<T>;
}

/** A list type's settings, as Decap's config holds them (an Immutable.js Map). */
interface FieldSettings {
  get: (key: string, fallback?: unknown) => unknown;
}

/** Decap's list control as far as the item controls use it (decap-cms-widget-list's ListControl, a class component). */
interface ListControl {
  props: {
    value?: ListValue;
    field: FieldSettings;
    onChange: (value: ListValue) => void;
    fieldsErrors?: unknown;
    metadata?: unknown;
    classNameWrapper?: string;
    /** The id of the list's own element. */
    forID?: string;
    /** The fields the list sits in; none for a top-level field of the form (a page's blocks). */
    parentIds?: string[];
  };
  state: { keys: string[]; itemsCollapsed: boolean[] };
  focus: (path: string) => void;
  forceUpdate: () => void;
  componentDidMount?(): void;
  setState: (state: { keys: string[]; itemsCollapsed: boolean[] }) => void;
  renderItem: (item: unknown, index: number) => ReactElement<{ children?: ReactNode }>;
  renderListControl(): ReactElement<{ children: (styles: unknown) => ReactElement<{ children?: ReactNode }> }>;
  onSortEnd: (move: { oldIndex: number; newIndex: number }) => void;
  addItem: (item: unknown) => void;
  handleAdd: (event: { preventDefault: () => void }) => void;
  handleAddType: (type: string, typeKey: string) => void;
  objectLabel: (item: unknown) => string;
}
type ListControlClass = new (props: object) => ListControl;

type Direction = 'up' | 'down';

const bar: CSSProperties = { display: 'flex', gap: 8, justifyContent: 'flex-end', padding: '4px 8px 0' };
const foot: CSSProperties = { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, padding: '8px 8px 4px' };
const button: CSSProperties = { font: 'inherit', fontSize: 13, padding: '2px 10px', border: '1px solid #b3b9c4', borderRadius: 4, background: '#fff', color: '#313d3e', cursor: 'pointer' };
const offScreen: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };
const finderBox: CSSProperties = { display: 'block', width: '100%', boxSizing: 'border-box', font: 'inherit', fontSize: 15, padding: '8px 10px', margin: '4px 0', border: '2px solid #dfdfe3', borderRadius: 5, background: '#fff' };

/** Who wants to know which item of a list the marketer is on (the Routes preview shows that route's page), by list name. */
const itemInView = new Map<string, (item: ListItem) => void>();
export const watchItemInView = (listName: string, watcher: (item: ListItem) => void) => itemInView.set(listName, watcher);

/** The key of the list item that holds `element`: Decap's bar on each item carries it. */
function itemKeyOf(element: Element | null): string | undefined {
  for (let at = element; at; at = at.parentElement) {
    const bar = at.querySelector(':scope > [data-testid^="styled-list-item-top-bar-"]');
    if (bar) return bar.getAttribute('data-testid')!.slice('styled-list-item-top-bar-'.length);
  }
  return undefined;
}

/** The one polite live region of the page, made on first use: every list says its moves there. */
function announce(message: string) {
  let region = document.getElementById('list-moves');
  if (!region) {
    region = Object.assign(document.createElement('div'), { id: 'list-moves' });
    region.setAttribute('role', 'status');
    region.setAttribute('aria-live', 'polite');
    Object.assign(region.style, offScreen);
    document.body.append(region);
  }
  region.textContent = message;
}

/** Decap's sortable list's props: its items' keys in order, and what to call when an item is dropped elsewhere. */
interface SortableListProps {
  keys: string[];
  onSortEnd: (move: { oldIndex: number; newIndex: number }) => void;
  children?: ReactNode;
}

const isSortableList = (child: ReactNode): child is ReactElement<SortableListProps> => isValidElement(child) && 'onSortEnd' in (child.props as object);

const dragAfterMoving = { activationConstraint: { distance: 4 } };
const inParent = [restrictToParentElement];

/**
 * Decap's sortable list with the same sensors, modifier and items from one render to the next. Decap's makes them
 * anew each time, which changes dnd-kit's contexts, so every item and drag handle of the list was drawn again on
 * each keystroke in any one item (a quarter of a keystroke's time on the home page).
 */
function SteadySortableList({ keys, onSortEnd, children }: SortableListProps) {
  const sensors = useSensors(useSensor(MouseSensor, dragAfterMoving), useSensor(TouchSensor, dragAfterMoving));
  // dnd-kit reads its handlers from the latest props, so a new one on each render changes none of its contexts.
  const dropped = ({ active, over }: DragEndEvent) => {
    if (over) onSortEnd({ oldIndex: keys.indexOf(String(active.id)), newIndex: keys.indexOf(String(over.id)) });
  };
  return (
    <div>
      <DndContext modifiers={inParent} collisionDetection={closestCenter} sensors={sensors} onDragEnd={dropped}>
        <SortableContext items={keys}>{children}</SortableContext>
      </DndContext>
    </div>
  );
}

/** The item's fields: the one child of Decap's item that draws through emotion's ClassNames, a function of its styles. */
const isFields = (child: ReactNode): child is ReactElement<{ children: (styles: unknown) => ReactElement<{ controlRef?: unknown }> }> =>
  isValidElement(child) && typeof (child.props as { children?: unknown }).children === 'function';

/**
 * The item's fields without Decap's controlRef: Decap's list hands the form's controlRef to each item, whose fields
 * then each register as the whole list, and on save the last field drawn (an opened text block's empty Aside title) was
 * checked in place of the list, which went unchecked. The list registers itself with the form.
 */
const fieldsKeptInside = (child: ReactNode) => {
  if (!isFields(child)) return child;
  const draw = child.props.children;
  return cloneElement(child, { children: (styles: unknown) => cloneElement(draw(styles), { controlRef: undefined }) });
};

/**
 * Decap's list control with Move up, Move down and Add below on each item. Focus stays on a pressed move button as
 * its item moves, and the move is said in a live region; focus goes to a new item's first field. An item whose value,
 * place and state are as last drawn is handed back as the same element, which React passes by: Decap draws every item
 * of every list again on each keystroke otherwise. A collapsed item's fields are drawn once it is first opened: Decap
 * draws them hidden, every field of every block, before the form can be used.
 */
export function listItemControls(Control: ListControlClass): ListControlClass {
  return class ListItemControls extends Control {
    /** The button to focus once the list has rendered its new order: the item's key and the direction pressed. */
    private focusAfterMove?: { key: string; direction: Direction };
    /** Where Decap's next add goes: after the item whose "Add below" was pressed; unset, Decap's own add appends. */
    private insertAt?: number;
    /** The new item's key, to focus its first field once it has rendered. */
    private focusAfterAdd?: string;
    /** Each item's last element, by the item's key, with what it was drawn from. */
    private drawn = new Map<string, { from: unknown[]; element: ReactElement<{ children?: ReactNode }> }>();
    /** The items opened so far, whose fields stay drawn (Decap checks drawn fields on save). */
    private opened = new Set<string>();

    /** What the finder above the list holds (lists with a find_label): only the items that hold it are shown. */
    private finding = '';
    /** The list as the kept place knows it (kept-place.ts). */
    private readonly drawnList: DrawnList = {
      element: () => document.getElementById(this.props.forID ?? ''),
      path: () => this.path(),
      count: () => this.props.value?.size ?? 0,
      openItems: () => this.state.itemsCollapsed.flatMap((collapsed, index) => (collapsed ? [] : [index])),
      finding: () => this.finding,
    };

    constructor(props: object) {
      super(props);
      // Drawn anew after a save: the items open and the filter as they were (kept-place.ts).
      const kept = keptList(this.path(), this.props.value?.size ?? 0);
      if (kept) {
        this.state = { ...this.state, itemsCollapsed: kept.collapsed };
        this.finding = kept.finding;
      }
      const append = this.addItem;
      this.addItem = (item) => {
        const at = this.insertAt;
        this.insertAt = undefined;
        const list = this.props.value;
        if (at === undefined || !list || at >= list.size) return append(item);
        const key = crypto.randomUUID();
        this.focusAfterAdd = key;
        this.setState({ keys: this.state.keys.toSpliced(at, 0, key), itemsCollapsed: this.state.itemsCollapsed.toSpliced(at, 0, false) });
        this.props.onChange(list.insert(at, item));
      };

      const renderItem = this.renderItem;
      this.renderItem = (item, index) => {
        const key = this.state.keys[index];
        if (!key) return renderItem(item, index);
        itemPaths.set(key, `${this.path()}.${index}`);
        const count = this.props.value?.size ?? 0;
        const { fieldsErrors, metadata, classNameWrapper, field } = this.props;
        const collapsed = this.state.itemsCollapsed[index];
        if (!collapsed) this.opened.add(key);
        const from = [item, index, count, collapsed, fieldsErrors, metadata, classNameWrapper, field];
        const last = this.drawn.get(key);
        if (last && last.from.every((value, at) => value === from[at])) return last.element;
        const element = renderItem(item, index);
        const name = this.objectLabel(item) || `item ${index + 1}`;
        const children = Children.toArray(element.props.children)
          .filter((child) => this.opened.has(key) || !isFields(child))
          .map(fieldsKeptInside);
        // Beside Decap's own bar of the item (open, drag, remove), which takes an onCollapseToggle.
        const topBar = children.findIndex((child) => isValidElement(child) && 'onCollapseToggle' in (child.props as object));
        children.splice(topBar + 1, 0, this.moveButtons(key, name, index, count));
        if (field.get('allow_add', true) !== false) children.push(this.addBelow(key, name, index));
        const withControls = cloneElement(element, undefined, ...children);
        this.drawn.set(key, { from, element: withControls });
        return withControls;
      };
    }

    /** The list's path in the form (blocks, blocks.2/items), by which its place is kept over a save. */
    private path() {
      return listPath(String(this.props.field.get('name')), this.props.parentIds, itemPaths);
    }

    /** Whether the item is shown under the finder: it holds what was typed in one of the fields the finder looks in. */
    private isShown(item: ListItem | undefined) {
      const fields = this.props.field.get('find_in') as { toJS: () => string[] } | undefined;
      return !this.finding.trim() || !fields || isFound(this.finding, fields.toJS().map((name) => item?.get?.(name)));
    }

    override renderListControl() {
      const element = super.renderListControl();
      const draw = element.props.children;
      const findLabel = this.props.field.get('find_label') as string | undefined;
      return cloneElement(element, {
        children: (styles: unknown) => {
          const box = draw(styles);
          const parts = Children.map(box.props.children, (child) => {
            if (!isSortableList(child)) return child;
            if (!findLabel) return <SteadySortableList {...child.props} />;
            const value = this.props.value;
            const items = value ? [...value.map((item, index) => (this.isShown(item) ? this.renderItem(item, index) : null))] : [];
            return (
              <>
                {this.finder(findLabel, items.filter(Boolean).length, value?.size ?? 0)}
                <SteadySortableList {...child.props}>{items}</SteadySortableList>
              </>
            );
          });
          return cloneElement(box, undefined, ...(parts ?? []));
        },
      });
    }

    /** The box above a long list that shows only the items holding what is typed, and how many that is. */
    private finder(label: string, found: number, count: number) {
      const id = `${this.props.forID ?? 'list'}-finder`;
      const singular = String(this.props.field.get('label_singular') ?? 'item');
      const plural = String(this.props.field.get('label') ?? 'items').toLowerCase();
      const typed = (value: string) => {
        this.finding = value;
        this.forceUpdate();
      };
      return (
        <div key="finder" style={{ padding: '8px 0 0' }}>
          <label htmlFor={id} style={{ fontSize: 13, fontWeight: 600, color: '#313d3e' }}>
            {label}
          </label>
          <input id={id} type="search" style={finderBox} value={this.finding} placeholder="/faq" autoComplete="off" onChange={(event) => typed(event.target.value)} />
          <p role="status" style={{ margin: '2px 0 0', fontSize: 13, color: '#798291' }}>
            {foundInWords(this.finding, found, count, singular, plural)}
          </p>
        </div>
      );
    }

    private moveButtons(key: string, name: string, index: number, count: number) {
      const move = (direction: Direction) => {
        const to = direction === 'up' ? index - 1 : index + 1;
        if (to < 0 || to >= count) return;
        this.focusAfterMove = { key, direction };
        this.onSortEnd({ oldIndex: index, newIndex: to });
        announce(`Moved ${String(this.props.field.get('label_singular') ?? 'item')} ${index + 1} (${name}) ${direction} to position ${to + 1} of ${count}`);
      };
      // aria-disabled rather than disabled, so the button keeps the focus when its item reaches the end of the list.
      const moveButton = (direction: Direction, text: string, atEnd: boolean) => (
        <button type="button" data-move={`${key}:${direction}`} aria-disabled={atEnd} aria-label={`${text}: ${name} (${index + 1} of ${count})`} style={{ ...button, opacity: atEnd ? 0.45 : 1 }} onClick={() => move(direction)}>
          {text}
        </button>
      );
      return (
        <div style={bar} key="move">
          {moveButton('up', 'Move up', index === 0)}
          {moveButton('down', 'Move down', index === count - 1)}
        </div>
      );
    }

    private addBelow(key: string, name: string, index: number) {
      const { field } = this.props;
      const types = field.get('types') as { toJS: () => { name: string; label?: string }[] } | undefined;
      const typeKey = String(field.get('typeKey', 'type'));
      const add = (type?: string, menu?: HTMLDetailsElement | null) => {
        if (menu) menu.open = false;
        this.insertAt = index + 1;
        if (type) this.handleAddType(type, typeKey);
        else this.handleAdd({ preventDefault: () => undefined });
      };
      const singular = String(field.get('label_singular', field.get('label', 'item'))).toLowerCase();
      // A typed list (blocks) asks which kind first, in a disclosure that any keyboard opens; a plain list adds at once.
      return types ? (
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
    }

    // A top-level list (a page's blocks) can be opened at a field by a click in the preview (click-to-edit.ts).
    override componentDidMount() {
      super.componentDidMount?.();
      if (!this.props.parentIds?.length) registerFormList(String(this.props.field.get('name')), this);
      listDrawn(this.drawnList);
      const element = document.getElementById(this.props.forID ?? '');
      giveBackScroll(element);
      if (itemInView.has(String(this.props.field.get('name')))) {
        element?.addEventListener('focusin', this.onFocusIn);
        this.tellItemInView();
      }
    }

    componentWillUnmount() {
      unregisterFormList(String(this.props.field.get('name')), this);
      listGone(this.drawnList);
      document.getElementById(this.props.forID ?? '')?.removeEventListener('focusin', this.onFocusIn);
    }

    /** A watched list (Routes) says which item the marketer is on: the one just opened or focused, or the one item found. */
    private tellItemInView(index?: number) {
      const watcher = itemInView.get(String(this.props.field.get('name')));
      const value = this.props.value;
      if (!watcher || !value) return;
      const found = this.finding.trim() ? [...value.map((item, at) => (this.isShown(item) ? at : -1))].filter((at) => at >= 0) : [];
      const at = index ?? (found.length === 1 ? found[0] : undefined);
      const item = at === undefined ? undefined : value.get(at);
      if (item) watcher(item);
    }

    /** Focus in a watched list's item puts that item in view. */
    readonly onFocusIn = (event: FocusEvent) => {
      const key = itemKeyOf(event.target as Element);
      const index = key ? this.state.keys.indexOf(key) : -1;
      if (index >= 0) this.tellItemInView(index);
    };

    componentDidUpdate(_props: unknown, before?: { itemsCollapsed?: boolean[] }) {
      if (itemInView.has(String(this.props.field.get('name')))) {
        const opened = this.state.itemsCollapsed.findIndex((collapsed, index) => !collapsed && before?.itemsCollapsed?.[index] !== false);
        this.tellItemInView(opened >= 0 ? opened : undefined);
      }
      const moved = this.focusAfterMove;
      this.focusAfterMove = undefined;
      if (moved) document.querySelector<HTMLButtonElement>(`[data-move="${moved.key}:${moved.direction}"]`)?.focus();
      if (!this.focusAfterAdd) return;
      const item = document.querySelector(`[data-add-below="${this.focusAfterAdd}"]`)?.parentElement;
      const firstField = item?.querySelector<HTMLElement>('input:not([type="hidden"]), textarea, select, [contenteditable="true"]');
      if (!firstField) return;
      this.focusAfterAdd = undefined;
      firstField.focus();
      firstField.scrollIntoView({ block: 'center' });
    }
  };
}
