// Decap's Markdown field, shown with each paragraph on one line and handing back the file's own text wherever the words
// did not change (markdown-layout.ts): the text it was opened with is what the changes are laid into.
import { Component, type ComponentType } from 'react';
import { keepLayout, unwrapMarkdown } from './markdown-layout';

interface MarkdownControlProps {
  value?: unknown;
  onChange: (value: string) => void;
}

interface Wrapped {
  getWrappedInstance?: () => unknown;
}

export function keptLayout<Props extends MarkdownControlProps>(Control: ComponentType<Props>): ComponentType<Props> {
  return class KeptLayout extends Component<Props> {
    /** The field's text as the file had it when the form opened. */
    private readonly opened = typeof this.props.value === 'string' ? this.props.value : undefined;
    private control: Wrapped | null = null;

    /** Decap's Widget asks for the control itself (its focus, check and update rule). */
    getWrappedInstance() {
      return this.control?.getWrappedInstance?.() ?? this.control ?? this;
    }

    private keepControl = (control: unknown) => {
      this.control = control as Wrapped | null;
    };

    private changed = (value: string) => this.props.onChange(this.opened === undefined ? value : keepLayout(this.opened, value));

    override render() {
      const { value } = this.props;
      return <Control {...this.props} ref={this.keepControl} value={typeof value === 'string' ? unwrapMarkdown(value) : value} onChange={this.changed} />;
    }
  };
}
