import { AppEvents, FrameNotices, type RequestPayload } from "@foyer/embedded";
import { privateKeyToAccount } from "viem/accounts";
import { caip2Of } from "../bootstrap/frameParams.js";
import { frameText, WalletFrameError } from "../errors/walletFrameError.js";
import type { SelectedAccount } from "../smartAccount/accountSelection.js";
import { deviceOfToken } from "../storage/sessionDevice.js";
import { createKeyExport } from "../wallet/keyExport.js";
import { solanaKeyOf } from "../wallet/solanaKey.js";
import { abortRuns, type FrameContext, requireToken, requireWallet } from "./frameContext.js";
import type { AreaHandlers } from "./handlerMap.js";
import type { FrameState } from "./handlerTypes.js";
import { loginSiwxMessage } from "./loginSiwx.js";
import { dropSession, openWallet } from "./sessionOps.js";

/**
 * How often get-user with `refreshEmail` reads the account from the server: the app asks every
 * second while an email update waits, and the answer between reads comes from memory.
 */
export const EMAIL_RECHECK_MS = 3_000;

type UserRequest =
  | typeof AppEvents.IS_CONNECTED
  | typeof AppEvents.GET_USER
  | typeof AppEvents.SIGN_OUT
  | typeof AppEvents.RELOAD
  | typeof AppEvents.EXPORT_KEY;

export type GetUserPayload = RequestPayload<typeof AppEvents.GET_USER>;

/** Reads the signed-in user for the app (get-user, and the end of a social login). */
export type UserReader = (
  payload: GetUserPayload,
  origin: string | undefined,
) => Promise<Record<string, unknown>>;

/**
 * The signed-in user as the app sees it: is-connected, get-user (with a login SIWX message
 * signed on the way), sign-out, reload and key export.
 */
export function userHandlers(
  context: FrameContext,
  getUser: UserReader,
): AreaHandlers<UserRequest> {
  const { deps, state } = context;
  return {
    async [AppEvents.IS_CONNECTED](message) {
      if (state.wallet) return { isConnected: true };
      const token = state.token ?? message.payload?.token;
      if (!token) return { isConnected: false };
      if (!state.token && !deps.storage.persistent) {
        // Storage is blocked, so this page load made up a new device id; the
        // app's token belongs to the device the session was issued to.
        const device = deviceOfToken(token);
        if (device) deps.storage.adoptDeviceId(device);
      }
      return { isConnected: await openWallet(deps, state, token, false) };
    },
    [AppEvents.GET_USER]: (message, origin) => getUser(message.payload, origin),
    async [AppEvents.SIGN_OUT]() {
      const token = state.token;
      dropSession(deps, state);
      state.loginEmail = undefined;
      state.farcasterChannel = undefined;
      // The server revokes the token; locally it is gone whatever the server says.
      if (token) await deps.api.signOut(token).catch(() => undefined);
      return undefined;
    },
    [AppEvents.RELOAD]() {
      // Forget what was derived in memory; the next is-connected opens the wallet again.
      abortRuns(state);
      state.wallet = undefined;
      state.loginEmail = undefined;
      state.farcasterChannel = undefined;
      return undefined;
    },
    /**
     * Key export: the frame shows itself and its export screen; the app hears only "done" or
     * "cancelled" once the user closes it.
     */
    async [AppEvents.EXPORT_KEY]() {
      requireToken(state);
      requireWallet(state);
      if (state.exportRun) {
        throw new WalletFrameError(frameText("exportAlreadyOpen"), {
          code: "EXPORT_ALREADY_OPEN",
        });
      }
      const run = new AbortController();
      state.exportRun = run;
      const keyExport = createKeyExport({
        api: deps.api,
        session: () => ({ token: state.token, address: state.wallet?.address }),
      });
      deps.notify({ type: FrameNotices.SHOW });
      try {
        return { outcome: await deps.presentExport(keyExport, run.signal) };
      } finally {
        state.exportRun = undefined;
        deps.notify({ type: FrameNotices.HIDE });
      }
    },
  };
}

/** get-user: the account the wallet acts as on the app's chain, and a login SIWX signature. */
export function createUserReader(context: FrameContext): UserReader {
  const { deps, state } = context;
  /** When get-user last read the account's email from the server (ms). */
  let emailReadAt = 0;

  /**
   * The account's email as the server has it now, for the app's poll while an email update
   * waits (behaviour §4): an update confirmed in another tab or on another device changed it
   * there. Only asked for then, never during a login. A social login has none; a failed read
   * keeps the email the wallet opened with.
   */
  async function serverEmail(wallet: NonNullable<FrameState["wallet"]>): Promise<string | null> {
    if (wallet.email === null || !state.token) return wallet.email;
    const now = Date.now();
    if (now - emailReadAt < EMAIL_RECHECK_MS) return wallet.email;
    emailReadAt = now;
    const me = await deps.api.me(state.token).catch(() => undefined);
    if (!me?.email || me.email === wallet.email) return wallet.email;
    if (state.wallet === wallet) state.wallet = { ...wallet, email: me.email };
    return me.email;
  }

  /** The smart account's ERC-6492/1271 signature, for a login SIWX message the user did not see. */
  async function signAsSmartAccount(
    privateKey: `0x${string}`,
    network: NonNullable<SelectedAccount["network"]>,
    message: string,
  ) {
    const { openSmartAccount } = await import("../smartAccount/smartAccountRpc.js");
    const opened = await openSmartAccount({
      ownerKey: privateKey,
      network: {
        chainId: network.chainId,
        name: network.name,
        environment: network.environment as never,
      },
      chainRequest: context.proxyRequest,
    });
    return opened.account.signMessage({ message });
  }

  return async (payload, origin) => {
    const wallet = requireWallet(state);
    if (payload?.chainId !== undefined && payload.chainId !== state.chainId) {
      state.chainId = payload.chainId;
      state.rpcUrl = undefined;
    }
    if (payload?.rpcUrl !== undefined) state.rpcUrl = payload.rpcUrl;
    if (payload?.preferredAccountType !== undefined) {
      state.preferredAccountType = payload.preferredAccountType;
    }
    const selected = await context.selection();
    const user = {
      email: payload?.refreshEmail ? await serverEmail(wallet) : wallet.email,
      address: selected.address,
      chainId: state.chainId,
      smartAccountDeployed: selected.smartAccountDeployed,
      accounts: selected.accounts,
      // What the wallet acts as: the EOA where the network has no smart accounts.
      preferredAccountType: selected.network ? selected.type : ("EOA" as const),
      // The Solana account, derived from the same secret (wallet/solanaKey.ts).
      solanaAddress: solanaKeyOf(wallet.privateKey).address,
    };
    // Behaviour §5: a SIWX message sent with get-user is signed as part of the login.
    const siwx =
      payload?.siwxMessage && origin
        ? loginSiwxMessage(payload.siwxMessage, {
            address: selected.address,
            chainId: caip2Of(state.chainId),
            appOrigin: origin,
            now: new Date(),
          })
        : undefined;
    if (!siwx) return user;
    const signature =
      selected.network && selected.type === "SMART_ACCOUNT"
        ? await signAsSmartAccount(wallet.privateKey, selected.network, siwx.serializedMessage)
        : await privateKeyToAccount(wallet.privateKey).signMessage({
            message: siwx.serializedMessage,
          });
    return { ...user, siwxMessage: siwx, message: siwx.serializedMessage, signature };
  };
}
