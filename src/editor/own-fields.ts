// Decap's object control hands each of its fields up to its parent as well, by the field's name: an object's `title`
// then took the place of its parent's own `title` (a text block's empty Aside box stood for the block's heading), so
// saving checked the wrong field ("Title is required") and left the right one unchecked. Each object checks its own.

/** A field's control as Decap registers it: the Widget around the control, which knows its field. */
interface FieldRef {
  props: { field: { get: (key: 'name') => string } };
}

/** Decap's object control as far as the editor uses it: the refs it checks on save, the callback its fields call, its check. */
interface ObjectControl {
  props: { value?: unknown };
  childRefs: Record<string, FieldRef>;
  processControlRef: (ref: FieldRef | null) => void;
  validate: () => void;
}
type ObjectControlClass = new (props: { value?: unknown }) => ObjectControl;

/** Decap's object control, keeping its fields' refs to itself. */
export function ownFields(Control: ObjectControlClass): ObjectControlClass {
  return class OwnFields extends Control {
    constructor(props: { value?: unknown }) {
      super(props);
      this.processControlRef = (ref) => {
        if (ref) this.childRefs[ref.props.field.get('name')] = ref;
      };
    }
  };
}
