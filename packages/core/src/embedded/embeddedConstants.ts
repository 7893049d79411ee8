/** Behaviour §4/§9: sign-out proceeds after this long even without the frame's reply. */
export const FRAME_SIGN_OUT_WAIT_MS = 3_000;
