// Typing into the editor's text fields (issue 28: a keystroke within one frame). Decap hands each letter to the whole
// form at once: its store, every control of the open block, its toolbar and the preview, about 10 ms on the home page
// before the letter could be painted, so one keystroke in three (in Markdown, one in two) took two frames or more. A
// field here shows the letter at once and hands it to the form just after that paint; leaving the field hands over
// what is waiting first, so a save (a click or a Tab moves the focus) always has every letter.
import { Component, type ComponentType, type CSSProperties } from 'react';

/** The props Decap gives a field's control, as far as this wrapper uses them. */
interface FieldControlProps {
  value?: unknown;
  onChange: (value: string) => void;
}

/** After the next frame has been painted: a task queued from the frame's own callback runs once it is on screen. */
const afterNextPaint = (then: () => void) => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => (timer = setTimeout(then)));
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
};

/** A box that adds nothing to the layout, only hears focus leaving the field (a Markdown field takes no blur callback). */
const noBox: CSSProperties = { display: 'contents' };

/**
 * Decap's control of a text field (string, text or Markdown), showing each letter typed before the form takes it in.
 * A control that keeps its own text (`keepsItsText`: Decap's Markdown editor reads its value only when it opens) is
 * not drawn again for a letter at all: it would parse the whole Markdown text again, each time, to throw it away.
 */
export function shownAsTyped<Props extends FieldControlProps>(Control: ComponentType<Props>, { keepsItsText = false } = {}): ComponentType<Props> {
  return class ShownAsTyped extends Component<Props, { typed?: string }> {
    override state: { typed?: string } = {};
    private cancelHandOver?: () => void;
    /** The field's text as last typed, not yet handed over: kept here too, as the state may not be applied yet. */
    private waiting?: string;
    private control: unknown = null;

    /** Decap's Widget asks for the control itself (its focus, check and update rule), as of a connected control. */
    getWrappedInstance() {
      return this.control ?? this;
    }

    private handOver = () => {
      this.cancelHandOver?.();
      this.cancelHandOver = undefined;
      const typed = this.waiting;
      if (typed === undefined) return;
      this.waiting = undefined;
      this.props.onChange(typed);
      // Typing that came in while the form took the letters keeps its place.
      if (!keepsItsText) this.setState((state) => (state.typed === typed ? { typed: undefined } : state));
    };

    private typing = (value: string) => {
      this.waiting = value;
      if (!keepsItsText) this.setState({ typed: value });
      this.cancelHandOver ??= afterNextPaint(this.handOver);
    };

    private keepControl = (control: unknown) => {
      this.control = control;
    };

    override componentWillUnmount() {
      this.handOver();
    }

    override render() {
      const { typed } = this.state;
      return (
        <div style={noBox} onBlur={this.handOver}>
          <Control {...this.props} ref={this.keepControl} value={typed ?? this.props.value} onChange={this.typing} />
        </div>
      );
    }
  };
}
