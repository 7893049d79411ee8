import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import type { FrameDeps, FrameState } from "./handlerTypes.js";
import { keepToken, openWallet } from "./sessionOps.js";

/**
 * Behaviour §7 get farcaster uri: the server opens a channel on the Farcaster auth relay (nonce and
 * domain its own) and answers the sign-in URL the person opens in their Farcaster client. The
 * frame keeps the channel for connect-farcaster; a newer one replaces it.
 */
export async function farcasterUri(
  deps: FrameDeps,
  state: FrameState,
  appOrigin: string | undefined,
): Promise<{ url: string }> {
  if (!appOrigin) {
    throw new WalletFrameError(frameText("noAppOrigin"), { code: "NO_APP_ORIGIN" });
  }
  const { url, channel } = await deps.api.farcasterStart(appOrigin);
  state.farcasterChannel = channel;
  return { url };
}

const notStarted = () =>
  new WalletFrameError(frameText("farcasterNotStarted"), {
    code: "FARCASTER_NOT_STARTED",
  });

/**
 * Behaviour §7 connect farcaster: waits, one server long poll after another, until the person
 * approved in their Farcaster client and the server checked the custody signature; then the
 * wallet opens as after a social login — created for a new fid, rebuilt for a known one.
 * Ends with 'Failed to connect to farcaster' when reload or sign-out dropped the channel.
 */
export async function finishFarcasterLogin(
  deps: FrameDeps,
  state: FrameState,
): Promise<{ userName: string }> {
  const channel = state.farcasterChannel;
  if (channel === undefined) throw notStarted();
  for (;;) {
    const answer = await deps.api.farcasterConnect(channel);
    if (state.farcasterChannel !== channel) throw notStarted();
    if (answer.state === "pending") continue;
    state.farcasterChannel = undefined;
    keepToken(deps, state, answer.token);
    if (!(await openWallet(deps, state, answer.token, true))) {
      throw new WalletFrameError(frameText("walletUnavailable"), {
        code: "WALLET_UNAVAILABLE",
      });
    }
    state.loginEmail = undefined;
    return { userName: answer.user.username };
  }
}
