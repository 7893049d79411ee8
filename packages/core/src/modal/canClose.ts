import type { View } from "../router/views.js";

export interface CloseState {
  view: View;
  /** The host configured sign-in as required. */
  signInRequired: boolean;
  /** A sign-in session exists for the connected account. */
  hasSession: boolean;
}

/**
 * Behaviour §2: the sign-in view cannot be closed while sign-in is required and no
 * session exists, so a required sign-in can't be skipped by closing.
 */
export function canClose(state: CloseState): boolean {
  return !(state.view === "SIWXSignMessage" && state.signInRequired && !state.hasSession);
}
