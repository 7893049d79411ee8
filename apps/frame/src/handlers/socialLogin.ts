import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import type { FrameDeps, FrameState } from "./handlerTypes.js";
import { keepToken, openWallet } from "./sessionOps.js";

/**
 * Behaviour §7 get social redirect uri: the server records the login (state, PKCE verifier,
 * nonce, bound to this frame's device and the project) and answers the provider's URL.
 * `appOrigin` is the app's origin as the message gate accepted it: the callback page
 * hands its result to that origin only (the server checks it is the project's).
 */
export async function socialRedirectUri(
  deps: FrameDeps,
  provider: string,
  appOrigin: string | undefined,
): Promise<{ uri: string }> {
  if (!appOrigin) {
    throw new WalletFrameError(frameText("noAppOrigin"), { code: "NO_APP_ORIGIN" });
  }
  return { uri: await deps.api.socialStart(provider, appOrigin) };
}

/**
 * Behaviour §7 connect social, first half: the server exchanges the callback's code and opens a
 * session; the wallet then opens exactly as after an email code — created here for a new
 * user, rebuilt from the device and auth shares (or recovered, the login being fresh) for
 * a known one. Answers the provider's name for the user.
 */
export async function finishSocialLogin(
  deps: FrameDeps,
  state: FrameState,
  uri: string,
): Promise<{ userName: string }> {
  const { token, user } = await deps.api.socialConnect(uri);
  keepToken(deps, state, token);
  if (!(await openWallet(deps, state, token, true))) {
    throw new WalletFrameError(frameText("walletUnavailable"), {
      code: "WALLET_UNAVAILABLE",
    });
  }
  state.loginEmail = undefined;
  return { userName: user.username };
}
