// Typing into the editor's text boxes (issue 28: a keystroke within one frame). Decap hands each letter to the whole
// form at once: its store, every control of the open block, its toolbar and the preview, about 10 ms of work on the
// home page before the letter could be painted, so one keystroke in three took two frames. A text box here shows the
// letter at once and hands it to the form just after that paint; leaving the box hands over what is waiting first,
// so a save (a click moves the focus) always has every letter.
import { Component, type ComponentType, type FocusEvent } from 'react';

/** The props Decap gives its string and text controls, as far as this wrapper uses them. */
interface TextControlProps {
  value?: string;
  onChange: (value: string) => void;
  setInactiveStyle: (event?: FocusEvent) => void;
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

/** Decap's text control (string or text widget), showing each letter typed before the form has taken it in. */
export function shownAsTyped<Props extends TextControlProps>(Control: ComponentType<Props>): ComponentType<Props> {
  return class ShownAsTyped extends Component<Props, { typed?: string }> {
    override state: { typed?: string } = {};
    private cancelHandOver?: () => void;

    private handOver = () => {
      this.cancelHandOver?.();
      this.cancelHandOver = undefined;
      const { typed } = this.state;
      if (typed === undefined) return;
      this.props.onChange(typed);
      // Typing that came in while the form took the letters keeps its place.
      this.setState((state) => (state.typed === typed ? { typed: undefined } : state));
    };

    private typing = (value: string) => {
      this.setState({ typed: value });
      this.cancelHandOver ??= afterNextPaint(this.handOver);
    };

    private leaving = (event?: FocusEvent) => {
      this.handOver();
      this.props.setInactiveStyle(event);
    };

    override componentWillUnmount() {
      this.handOver();
    }

    override render() {
      const { typed } = this.state;
      return <Control {...this.props} value={typed ?? this.props.value} onChange={this.typing} setInactiveStyle={this.leaving} />;
    }
  };
}
