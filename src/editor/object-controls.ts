// Two corrections to Decap's object control, composed in main.tsx: the object and group widgets get `ownFields`, the
// group (an optional object, such as a hero's picture) gets `optionalGroup` as well.

/** A field's control as Decap registers it: the Widget around the control, which knows its field. */
interface FieldRef {
  props: { field: { get: (key: 'name') => string } };
}

/** Decap's object control as far as the editor uses it: its value, the refs it checks on save, the callback its fields call, its check. */
interface ObjectControl {
  props: { value?: unknown };
  childRefs: Record<string, FieldRef>;
  processControlRef: (ref: FieldRef | null) => void;
  validate: () => void;
}
type ObjectControlClass = new (props: { value?: unknown }) => ObjectControl;

/**
 * Decap's object control, keeping its fields' refs to itself. Decap's hands each field up to the parent as well, by
 * the field's name: an object's `title` then took the place of its parent's own `title` (a text block's empty Aside box
 * stood for the block's heading), so saving checked the wrong field ("Title is required") and left the right one unchecked.
 */
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

/** The part of an Immutable value Decap hands a widget that tells whether anything was entered. */
interface ImmutableValue {
  some: (test: (value: unknown) => boolean) => boolean;
}

/** True when the value holds anything entered: a text, a number, a choice, or a group or list that holds one. */
const filled = (value: unknown): boolean => {
  if (value === undefined || value === null || value === '') return false;
  if (typeof value === 'object' && 'some' in value) return (value as ImmutableValue).some(filled);
  return true;
};

/**
 * Decap's object control, checking its fields only when the group holds a value: the group's required fields (the
 * picture's alt text) are required only once it is filled in, and Decap's own object checks them even when it is left
 * empty, so they had to be marked optional, which they are not.
 */
export function optionalGroup(Control: ObjectControlClass): ObjectControlClass {
  return class OptionalGroup extends Control {
    constructor(props: { value?: unknown }) {
      super(props);
      const checkFields = this.validate;
      this.validate = () => {
        if (filled(this.props.value)) checkFields();
      };
    }
  };
}
