import { FrameNotices } from "@foyer/embedded";
import { isApiError } from "../api/apiError.js";
import type { PasskeySignInAnswer } from "../api/authApi.js";
import { refusalText } from "../api/refusalText.js";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import { frameEn } from "../i18n/frameEn.js";
import { openDeviceShare, sealDeviceShare } from "../passkey/passkeyShare.js";
import type { FrameDeps, FrameState } from "./handlerTypes.js";
import { keepToken, openWallet } from "./sessionOps.js";

type Ceremony = typeof import("../passkey/passkeyCeremony.js");

/** The WebAuthn code (and @simplewebauthn/browser) loads only when a passkey screen opens. */
const loadCeremony = (): Promise<Ceremony> => import("../passkey/passkeyCeremony.js");

const userAgent = () => globalThis.navigator?.userAgent ?? "";

/** A cancelled or closed prompt ends the attempt as the app's other wallets end theirs. */
const rejected = () =>
  new WalletFrameError(frameText("passkeyCancelled"), { code: "PASSKEY_CANCELLED" });

/**
 * Keeps this device's share sealed under the passkey's PRF output with that passkey, so the
 * next device it syncs to opens the wallet without the server releasing a second share. Only
 * when the sealed copy is missing or stale; a failure here costs nothing but that convenience.
 */
async function sealForPasskey(
  deps: FrameDeps,
  state: FrameState,
  passkeyId: string,
  prf: Uint8Array,
  alreadySealed: string | undefined,
): Promise<void> {
  const wallet = state.wallet;
  if (!wallet || !state.token) return;
  const share = deps.storage.deviceShare(wallet.userId);
  if (!share || share === alreadySealed) return;
  try {
    const sealed = await sealDeviceShare(prf, wallet.userId, share);
    await deps.api.passkeyDeviceShare(state.token, passkeyId, sealed);
  } catch {
    // The wallet is open; the passkey just does not carry the share yet.
  }
}

/** Remembers `passkey` as the one this device signs with (see FrameStorage.passkeySigner). */
function keepSigner(
  deps: FrameDeps,
  userId: string,
  passkey: { credentialId: string; publicKey: string },
): void {
  deps.storage.setPasskeySigner(userId, {
    keyId: passkey.credentialId,
    publicKey: passkey.publicKey as `0x${string}`,
  });
}

/** After the server signed the person in: the session kept and the wallet opened (or made). */
async function openWith(
  deps: FrameDeps,
  state: FrameState,
  answer: PasskeySignInAnswer,
  prf: Uint8Array | undefined,
): Promise<{ email: string | null }> {
  keepToken(deps, state, answer.token);
  let unsealed: string | undefined;
  if (prf && answer.sealedDeviceShare) {
    unsealed = await openDeviceShare(prf, answer.user.id, answer.sealedDeviceShare);
    if (unsealed) deps.storage.setDeviceShare(answer.user.id, unsealed);
  }
  // A passkey login is fresh: a device without a share rebuilds it from the server's two.
  if (!(await openWallet(deps, state, answer.token, true))) {
    throw new WalletFrameError(frameText("walletUnavailable"), {
      code: "WALLET_UNAVAILABLE",
    });
  }
  if (prf) await sealForPasskey(deps, state, answer.passkey.id, prf, unsealed);
  // The passkey just used is on this device: the smart account may take it as a signer.
  keepSigner(deps, answer.user.id, answer.passkey);
  state.loginEmail = undefined;
  return { email: answer.user.email };
}

/**
 * "Continue with a passkey": the frame shows its screen; Create runs `create()` and signs a new
 * user up, Use runs `get()` (any passkey of this relying party) and signs its user in. A refusal
 * shows on the screen for another try; a cancelled prompt or Cancel ends with 'Connection
 * rejected'.
 */
export async function connectPasskey(
  deps: FrameDeps,
  state: FrameState,
): Promise<{ email: string | null }> {
  state.passkeyRun?.abort();
  const run = new AbortController();
  state.passkeyRun = run;
  const loading = loadCeremony();
  // Asked for right after the frame loaded: its screen waits for the app's language.
  await deps.locale?.ready();
  if (run.signal.aborted) {
    // Replaced or given up meanwhile: no screen for this one.
    if (state.passkeyRun === run) state.passkeyRun = undefined;
    throw rejected();
  }
  const m = deps.locale?.messages() ?? frameEn;
  deps.notify({ type: FrameNotices.SHOW });
  const screen = deps.presentPasskey(run.signal);
  try {
    for (;;) {
      let choice: Awaited<ReturnType<typeof screen.choice>>;
      try {
        choice = await screen.choice();
      } catch {
        throw rejected();
      }
      screen.busy(true);
      const ceremony = await loading;
      try {
        if (choice === "create") {
          const options = await deps.api.passkeyRegisterOptions();
          const made = await ceremony.createPasskey(options);
          const answer = await deps.api.passkeyRegister(
            made.response,
            ceremony.passkeyName(userAgent()),
          );
          return await openWith(deps, state, answer, made.prf);
        }
        const options = await deps.api.passkeyLoginOptions();
        const used = await ceremony.usePasskey(options);
        const answer = await deps.api.passkeyLogin(used.response);
        return await openWith(deps, state, answer, used.prf);
      } catch (error) {
        screen.busy(false);
        if (error instanceof ceremony.PasskeyPromptCancelled) throw rejected();
        if (error instanceof ceremony.PasskeyNotSupported) screen.error(m.passkeyNotSupported);
        else if (isApiError(error)) screen.error(refusalText(error, m));
        else throw error;
      }
    }
  } finally {
    screen.close();
    // A run a newer screen replaced leaves the frame shown for that one.
    if (state.passkeyRun === run) {
      state.passkeyRun = undefined;
      deps.notify({ type: FrameNotices.HIDE });
    }
  }
}

/** Account → Passkeys: the frame's screen until the user closes it. */
export async function managePasskeys(deps: FrameDeps, state: FrameState): Promise<undefined> {
  const token = state.token;
  if (!token || !state.wallet) {
    throw new WalletFrameError(frameText("notSignedIn"), { code: "NOT_SIGNED_IN" });
  }
  state.passkeyRun?.abort();
  const run = new AbortController();
  state.passkeyRun = run;
  const ceremony = await loadCeremony();
  await deps.locale?.ready();
  if (run.signal.aborted) {
    if (state.passkeyRun === run) state.passkeyRun = undefined;
    return undefined;
  }
  const m = deps.locale?.messages() ?? frameEn;
  deps.notify({ type: FrameNotices.SHOW });
  try {
    await deps.presentPasskeys(
      {
        list: () => deps.api.passkeys(token),
        async add() {
          const options = await deps.api.passkeyAddOptions(token);
          const made = await ceremony.createPasskey(options);
          const added = await deps.api.passkeyAdd(
            token,
            made.response,
            ceremony.passkeyName(userAgent()),
          );
          if (made.prf) await sealForPasskey(deps, state, added.id, made.prf, undefined);
          if (state.wallet) keepSigner(deps, state.wallet.userId, added);
        },
        async remove(id) {
          await deps.api.passkeyRemove(token, id);
          // A removed passkey signs no more here; the smart account falls back to the key.
          const userId = state.wallet?.userId;
          const kept = userId ? deps.storage.passkeySigner(userId) : undefined;
          if (userId && kept) {
            const left = await deps.api.passkeys(token);
            if (!left.some((p) => p.credentialId === kept.keyId)) {
              deps.storage.setPasskeySigner(userId, undefined);
            }
          }
        },
        describe: (error) =>
          error instanceof ceremony.PasskeyPromptCancelled
            ? undefined
            : error instanceof ceremony.PasskeyNotSupported
              ? m.passkeyNotSupported
              : m.somethingWentWrong,
      },
      run.signal,
    );
    return undefined;
  } finally {
    if (state.passkeyRun === run) {
      state.passkeyRun = undefined;
      deps.notify({ type: FrameNotices.HIDE });
    }
  }
}
