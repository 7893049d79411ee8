import { isApiError } from "../api/apiError.js";
import { unlockWallet } from "../wallet/custody.js";
import type { FrameDeps, FrameState } from "./handlerTypes.js";

/** Forgets the session in memory and in storage; the device id and device shares stay. */
export function dropSession(deps: FrameDeps, state: FrameState): void {
  state.token = undefined;
  state.wallet = undefined;
  deps.storage.clearToken();
  for (const controller of state.pendingRpc) controller.abort();
  state.pendingRpc.clear();
  // A key export on screen closes with the session it belongs to.
  state.exportRun?.abort();
  state.passkeyRun?.abort();
}

/** Keeps a new token; with storage blocked the app holds it for us across reloads (item 8). */
export function keepToken(deps: FrameDeps, state: FrameState, token: string): void {
  state.token = token;
  deps.storage.setToken(token);
  if (!deps.storage.persistent) {
    deps.notify({ type: "@foyer/frame/session-update", payload: { token } });
  }
}

/**
 * Opens the wallet for a session. True when the key is in memory; false when
 * the session is gone (expired/revoked) or this device needs a fresh login to
 * recover — either way the app must show the login again.
 */
export async function openWallet(
  deps: FrameDeps,
  state: FrameState,
  token: string,
  freshLogin: boolean,
): Promise<boolean> {
  try {
    const result = await unlockWallet(deps, token, freshLogin);
    if (result.status !== "unlocked") {
      dropSession(deps, state);
      return false;
    }
    state.token = token;
    state.wallet = result.wallet;
    return true;
  } catch (error) {
    if (isApiError(error, "SESSION_EXPIRED")) {
      dropSession(deps, state);
      return false;
    }
    throw error;
  }
}
