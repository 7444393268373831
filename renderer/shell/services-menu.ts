// When the desktop Services menu is open, as data: the pointer opens it on a pause, a press keeps it open.

interface ServicesMenuState {
  open: boolean;
  /** Opened (or kept open) by a click or a key: the pointer leaving no longer closes it. */
  pinned: boolean;
}

export type ServicesMenuEvent =
  /** The pointer has rested on the menu for the open delay. */
  | 'pointer-rested'
  /** The pointer has been away from the menu for the grace period. */
  | 'pointer-left'
  /** The Services button was clicked, tapped, or pressed with Enter or Space. */
  | 'button-pressed'
  /** Escape, a click outside, focus leaving the menu, or a link chosen. */
  | 'dismissed';

export const closedMenu: ServicesMenuState = { open: false, pinned: false };

/** A press on a menu the pointer opened keeps it open, so hovering and then clicking never closes it. */
export function nextMenuState(state: ServicesMenuState, event: ServicesMenuEvent): ServicesMenuState {
  switch (event) {
    case 'pointer-rested':
      return state.open ? state : { open: true, pinned: false };
    case 'pointer-left':
      return state.pinned ? state : closedMenu;
    case 'button-pressed':
      return state.open && state.pinned ? closedMenu : { open: true, pinned: true };
    case 'dismissed':
      return closedMenu;
  }
}
