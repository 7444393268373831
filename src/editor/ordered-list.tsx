// Decap's list with a Move up and a Move down button on each item: Decap moves items by dragging alone, which no
// keyboard or switch can do (issue 28). The buttons call the list's own move, so a move is the same as a drag.
import { Children, cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';

/** Decap's list control as far as the buttons use it (decap-cms-widget-list's ListControl, a class component). */
interface ListControl {
  props: {
    value?: { size: number };
    field: { get: (key: string) => unknown };
    fieldsErrors?: unknown;
    metadata?: unknown;
    classNameWrapper?: string;
  };
  state: { keys: string[]; itemsCollapsed: boolean[] };
  renderItem: (item: unknown, index: number) => ReactElement<{ children?: ReactNode }>;
  onSortEnd: (move: { oldIndex: number; newIndex: number }) => void;
  objectLabel: (item: unknown) => string;
}
type ListControlClass = new (props: object) => ListControl;

type Direction = 'up' | 'down';

const bar: CSSProperties = { display: 'flex', gap: 8, justifyContent: 'flex-end', padding: '4px 8px 0' };
const button: CSSProperties = { font: 'inherit', fontSize: 13, padding: '2px 10px', border: '1px solid #b3b9c4', borderRadius: 4, background: '#fff', color: '#313d3e', cursor: 'pointer' };
const offScreen: CSSProperties = { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' };

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
 * Decap's list control with the move buttons on each item; focus stays on the pressed button as its item moves, and
 * the move is said in a live region. An item whose value, place and state are as last drawn is handed back as the same
 * element, which React passes by: Decap draws every item of every list again on each keystroke otherwise. A collapsed
 * item's fields are drawn once it is first opened: Decap draws them hidden, every field of every block, before the
 * form can be used.
 */
export function orderedList(Control: ListControlClass): ListControlClass {
  return class OrderedList extends Control {
    /** The button to focus once the list has rendered its new order: the item's key and the direction pressed. */
    private focusAfterMove?: { key: string; direction: Direction };
    /** Each item's last element, by the item's key, with what it was drawn from. */
    private drawn = new Map<string, { from: unknown[]; element: ReactElement<{ children?: ReactNode }> }>();
    /** The items opened so far, whose fields stay drawn (Decap checks drawn fields on save). */
    private opened = new Set<string>();

    constructor(props: object) {
      super(props);
      const renderItem = this.renderItem;
      this.renderItem = (item, index) => {
        const key = this.state.keys[index];
        if (!key) return renderItem(item, index);
        const count = this.props.value?.size ?? 0;
        const { fieldsErrors, metadata, classNameWrapper, field } = this.props;
        const collapsed = this.state.itemsCollapsed[index];
        if (!collapsed) this.opened.add(key);
        const from = [item, index, count, collapsed, fieldsErrors, metadata, classNameWrapper, field];
        const last = this.drawn.get(key);
        if (last && last.from.every((value, at) => value === from[at])) return last.element;
        const element = renderItem(item, index);
        const name = this.objectLabel(item) || `item ${index + 1}`;
        const move = (direction: Direction) => {
          const to = direction === 'up' ? index - 1 : index + 1;
          if (to < 0 || to >= count) return;
          this.focusAfterMove = { key, direction };
          this.onSortEnd({ oldIndex: index, newIndex: to });
          announce(`Moved ${String(field.get('label_singular') ?? 'item')} ${index + 1} (${name}) ${direction} to position ${to + 1} of ${count}`);
        };
        // aria-disabled rather than disabled, so the button keeps the focus when its item reaches the end of the list.
        const moveButton = (direction: Direction, text: string, atEnd: boolean) => (
          <button type="button" data-move={`${key}:${direction}`} aria-disabled={atEnd} aria-label={`${text}: ${name} (${index + 1} of ${count})`} style={{ ...button, opacity: atEnd ? 0.45 : 1 }} onClick={() => move(direction)}>
            {text}
          </button>
        );
        const buttons = (
          <div style={bar} key="move">
            {moveButton('up', 'Move up', index === 0)}
            {moveButton('down', 'Move down', index === count - 1)}
          </div>
        );
        const children = Children.toArray(element.props.children)
          .filter((child) => this.opened.has(key) || !isFields(child))
          .map(fieldsKeptInside);
        // Beside Decap's own bar of the item (open, drag, remove), which takes an onCollapseToggle.
        const topBar = children.findIndex((child) => isValidElement(child) && 'onCollapseToggle' in (child.props as object));
        children.splice(topBar + 1, 0, buttons);
        const withButtons = cloneElement(element, undefined, ...children);
        this.drawn.set(key, { from, element: withButtons });
        return withButtons;
      };
    }

    componentDidUpdate() {
      const target = this.focusAfterMove;
      if (!target) return;
      this.focusAfterMove = undefined;
      document.querySelector<HTMLButtonElement>(`[data-move="${target.key}:${target.direction}"]`)?.focus();
    }
  };
}
