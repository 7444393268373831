// Decap's list with a Move up and a Move down button on each item: Decap moves items by dragging alone, which no
// keyboard or switch can do (issue 28). The buttons call the list's own move, so a move is the same as a drag.
import { Children, cloneElement, isValidElement, type CSSProperties, type ReactElement, type ReactNode } from 'react';

/** Decap's list control as far as the buttons use it (decap-cms-widget-list's ListControl, a class component). */
interface ListControl {
  props: { value?: { size: number } };
  state: { keys: string[] };
  renderItem: (item: unknown, index: number) => ReactElement<{ children?: ReactNode }>;
  onSortEnd: (move: { oldIndex: number; newIndex: number }) => void;
  objectLabel: (item: unknown) => string;
}
type ListControlClass = new (props: object) => ListControl;

type Direction = 'up' | 'down';

const bar: CSSProperties = { display: 'flex', gap: 8, justifyContent: 'flex-end', padding: '4px 8px 0' };
const button: CSSProperties = { font: 'inherit', fontSize: 13, padding: '2px 10px', border: '1px solid #b3b9c4', borderRadius: 4, background: '#fff', color: '#313d3e', cursor: 'pointer' };

/** Decap's list control with the move buttons on each item; focus stays on the pressed button as its item moves. */
export function orderedList(Control: ListControlClass): ListControlClass {
  return class OrderedList extends Control {
    /** The button to focus once the list has rendered its new order: the item's key and the direction pressed. */
    private focusAfterMove?: { key: string; direction: Direction };

    constructor(props: object) {
      super(props);
      const renderItem = this.renderItem;
      this.renderItem = (item, index) => {
        const element = renderItem(item, index);
        const key = this.state.keys[index];
        if (!key) return element;
        const count = this.props.value?.size ?? 0;
        const name = this.objectLabel(item) || `item ${index + 1}`;
        const move = (direction: Direction) => {
          const to = direction === 'up' ? index - 1 : index + 1;
          if (to < 0 || to >= count) return;
          this.focusAfterMove = { key, direction };
          this.onSortEnd({ oldIndex: index, newIndex: to });
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
        const children = Children.toArray(element.props.children);
        // Beside Decap's own bar of the item (open, drag, remove), which takes an onCollapseToggle.
        const topBar = children.findIndex((child) => isValidElement(child) && 'onCollapseToggle' in (child.props as object));
        children.splice(topBar + 1, 0, buttons);
        return cloneElement(element, undefined, ...children);
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
