// The `group` widget: Decap's object form for an optional object (a hero's picture), whose required fields (the
// picture's alt text) are required only once the group holds a value; Decap's own object checks them even when it is
// left empty, so they had to be marked optional, which they are not.
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

/** Decap's object control as far as the group uses it: a class component whose validate checks each field. */
interface ObjectControl {
  props: { value?: unknown };
  validate: () => void;
}
type ObjectControlClass = new (props: { value?: unknown }) => ObjectControl;

/** Decap's object control, checking its fields only when the group holds a value. */
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
