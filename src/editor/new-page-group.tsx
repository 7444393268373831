// The New page group (cms-config.ts newPageField) is drawn only on the form of a page being created: on a published
// page's form its empty Address, Title and Description, and the warning of an empty description, looked broken.
import { createsPage } from './new-page';

/** The props Decap's Widget gives a control, as far as this one reads them: the entry the form is for, read when drawn. */
interface GroupProps {
  getEntry?: () => { get: (key: 'newRecord' | 'isModification') => unknown } | undefined;
}
type GroupControl = new (props: GroupProps) => { props: GroupProps; render(): unknown };

/** Marks the field a published page does not show; globalStyles hides its label and hint, which Decap draws around the control. */
const ABSENT = 'data-new-page-group-absent';

/** Decap's group control, drawn only while the entry creates a page; elsewhere the field takes no room. */
export function newPageGroup(Group: GroupControl): GroupControl {
  return class NewPageGroup extends Group {
    override render() {
      const entry = this.props.getEntry?.();
      // An entry it cannot read is drawn as before, so a new page can always be given its address.
      if (!entry || createsPage({ newRecord: entry.get('newRecord'), isModification: entry.get('isModification') })) return super.render();
      return <span {...{ [ABSENT]: '' }} hidden />;
    }
  };
}

/** Decap's field box (label, control, hint) around an absent group: the control is its direct child. */
export const newPageGroupStyles = `div:has(> [${ABSENT}]) { display: none; }`;
