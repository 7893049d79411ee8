import {
  type AccountType,
  type Clock,
  type EmbeddedAppData,
  type EmbeddedProvider,
  type EmbeddedTheme,
  type EmbeddedWallet,
  FrameError,
  type FrameSlot,
  type KeyValueStorage,
} from "@foyer/core";
import {
  type ApprovalEvent,
  type EmbeddedGetUserOptions,
  type EmbeddedWalletUser,
  FRAME_ERROR_CODES,
} from "@foyer/core/internal";
import { createFrameClient } from "../client/createFrameClient.js";
import type { FrameClient, FrameClientOptions } from "../client/frameClientTypes.js";
import { frameAbortError } from "../client/frameErrors.js";
import type { OverlaySlot } from "../client/frameOverlay.js";
import { fromWireAccountType, toWireAccountType } from "../protocol/accountType.js";
import { AppEvents, FrameNotices } from "../protocol/eventTypes.js";
import { evmChainNumber } from "./chainIds.js";
import { createEmbeddedProvider, type ProviderSession } from "./embeddedProvider.js";
import { type GetUserReply, signedInSession, wireSiwxMessage } from "./signedInSession.js";

/** Where the app keeps the frame's session token (only when the frame's own storage is blocked). */
export const SESSION_TOKEN_KEY = "@foyer/embedded_session_token";

export interface EmbeddedWalletOptions {
  document: Document;
  window: Window;
  /** The provider server; the frame is served at `{serverUrl}/frame/`. */
  serverUrl: string;
  /** The frame page under `serverUrl`; default `frame/`. */
  framePath?: string;
  projectId: string;
  /** The EVM chain the frame starts on; default 1. */
  chainId?: number;
  /** The RPC URL of that chain, handed to the frame. */
  rpcUrl?: string;
  enableLogger?: boolean;
  clock: Clock;
  /**
   * Keeps the session token the frame hands out when its own storage is
   * blocked, so a reload stays signed in. Not key material. Default: memory only.
   */
  storage?: KeyValueStorage;
  randomId?: FrameClientOptions["randomId"];
  onIgnoredMessage?: FrameClientOptions["onIgnoredMessage"];
}

/** The embedded wallet plus what the page that made it may need. */
export interface EmbeddedWalletClient extends EmbeddedWallet {
  abortRequests(): void;
  showFrameIn(slot: FrameSlot | undefined): void;
  syncTheme(theme: EmbeddedTheme): void;
  syncAppData(data: EmbeddedAppData): void;
  reload(): void;
  resyncAppData(): void;
  /** The frame client, once the first call mounted the frame. */
  frameClient(): FrameClient | undefined;
  /** Removes the frame; the next call mounts a new one. */
  destroy(): void;
}

function toUser(user: { email: string | null; address: string; chainId: number | string }) {
  return { email: user.email, address: user.address, chainId: user.chainId };
}

/** Core hands the slot over as an opaque object; only a page element can be covered. */
function overlaySlot(slot: FrameSlot | undefined): OverlaySlot | undefined {
  const element = slot?.element as Partial<Element> | undefined;
  if (!slot || typeof element?.getBoundingClientRect !== "function") return undefined;
  return { element: element as Element, zIndex: slot.zIndex };
}

/**
 * Core's {@link EmbeddedWallet} over the secure frame (behaviour §2, §4, §6, §7).
 * The frame mounts on the first call, not on creation, so making the wallet
 * costs nothing until someone signs in. Unsafe requests show the frame while
 * they wait (the frame renders the approval) and hide it when they end; the
 * frame may also ask to be shown or hidden itself (`@foyer/frame/show`,
 * `@foyer/frame/hide`), e.g. for key export. Shown means over the slot the
 * modal gives (`showFrameIn`), never loose on the page. Each time the frame
 * is ready it hears the app's data and theme (behaviour §7 sync events).
 */
export function createEmbeddedWallet(options: EmbeddedWalletOptions): EmbeddedWalletClient {
  const frameUrl = new URL(
    options.framePath ?? "frame/",
    options.serverUrl.endsWith("/") ? options.serverUrl : `${options.serverUrl}/`,
  );
  const session: ProviderSession = { address: undefined, chainId: options.chainId ?? 1 };
  const approvalListeners = new Set<(event: ApprovalEvent) => void>();
  let client: FrameClient | undefined;
  let token = options.storage?.getItem(SESSION_TOKEN_KEY) ?? undefined;
  let pendingApprovals = 0;
  /** The account type last asked for; every get-user carries it, so a reload acts the same. */
  let preferred: AccountType | undefined;
  let slot: OverlaySlot | undefined;
  let theme: EmbeddedTheme | undefined;
  let appData: EmbeddedAppData | undefined;

  const show = (target: FrameClient) => target.setVisible(true);
  /** Passkey screens the app asked for and the frame still shows (connect, Passkeys). */
  let passkeyScreens = 0;

  /** The sync events; a failure leaves the frame in its default look, so it is only ignored. */
  const sendTheme = (target: FrameClient) => {
    if (theme) target.request(AppEvents.SYNC_THEME, theme).catch(() => undefined);
  };
  const sendAppData = (target: FrameClient) => {
    if (!appData) return;
    const { metadata, ...rest } = appData;
    const payload = metadata
      ? { ...rest, metadata: { ...metadata, icons: [...metadata.icons] } }
      : rest;
    target.request(AppEvents.SYNC_DAPP_DATA, payload).catch(() => undefined);
  };
  const live = (): FrameClient | undefined =>
    client && client.status() !== "failed" && client.status() !== "destroyed" ? client : undefined;

  const announce = (event: ApprovalEvent) => {
    for (const listener of [...approvalListeners]) listener(event);
  };

  const frame = (): FrameClient => {
    if (client && client.status() !== "failed" && client.status() !== "destroyed") return client;
    client?.destroy();
    const created = createFrameClient({
      document: options.document,
      window: options.window,
      frameOrigin: frameUrl.origin,
      framePath: frameUrl.pathname,
      projectId: options.projectId,
      chainId: session.chainId,
      clock: options.clock,
      ...(options.rpcUrl ? { rpcUrl: options.rpcUrl } : {}),
      ...(options.enableLogger === undefined ? {} : { enableLogger: options.enableLogger }),
      ...(options.randomId ? { randomId: options.randomId } : {}),
      ...(options.onIgnoredMessage ? { onIgnoredMessage: options.onIgnoredMessage } : {}),
    });
    created.onEvent(FrameNotices.SESSION_UPDATE, ({ token: next }) => {
      token = next;
      options.storage?.setItem(SESSION_TOKEN_KEY, next);
    });
    // Every ready (the first, and after the frame page reloads): before it, requests wait.
    created.onEvent(FrameNotices.READY, () => {
      sendAppData(created);
      sendTheme(created);
    });
    created.setSlot(slot);
    created.onEvent(FrameNotices.SHOW, () => show(created));
    created.onEvent(FrameNotices.HIDE, () => {
      // A screen the app still waits on (an approval, a passkey screen) keeps the frame shown.
      if (pendingApprovals === 0 && passkeyScreens === 0) created.setVisible(false);
    });
    client = created;
    return created;
  };

  /** A different address now acting (account type switch, reload) reaches the dApp as accountsChanged. */
  const adopt = (address: string) => {
    const before = session.address;
    session.address = address;
    if (before !== undefined && before.toLowerCase() !== address.toLowerCase()) {
      provider.emit("accountsChanged", [address]);
    }
  };

  /** What get-user and connect-social both carry (behaviour §7). */
  const userFields = (userOptions: EmbeddedGetUserOptions) => {
    if (userOptions.preferredAccountType !== undefined)
      preferred = userOptions.preferredAccountType;
    return {
      ...(userOptions.chainId === undefined ? {} : { chainId: userOptions.chainId }),
      ...(preferred === undefined ? {} : { preferredAccountType: toWireAccountType(preferred) }),
      ...(userOptions.siwxMessage === undefined
        ? {}
        : { siwxMessage: wireSiwxMessage(userOptions.siwxMessage) }),
      ...(userOptions.refreshEmail ? { refreshEmail: true } : {}),
    };
  };

  const adoptUser = (
    user: GetUserReply,
    userOptions: EmbeddedGetUserOptions,
  ): EmbeddedWalletUser => {
    session.chainId = evmChainNumber(user.chainId) ?? session.chainId;
    session.accountType = fromWireAccountType(user.preferredAccountType);
    adopt(user.address);
    const signedIn = userOptions.siwxMessage ? signedInSession(user) : undefined;
    return {
      ...toUser(user),
      accountType: fromWireAccountType(user.preferredAccountType),
      smartAccountDeployed: user.smartAccountDeployed,
      ...(user.solanaAddress ? { solanaAddress: user.solanaAddress } : {}),
      ...(signedIn ? { signedIn } : {}),
    };
  };

  const getUser = async (userOptions: EmbeddedGetUserOptions = {}): Promise<EmbeddedWalletUser> =>
    adoptUser(await frame().request(AppEvents.GET_USER, userFields(userOptions)), userOptions);

  const provider = createEmbeddedProvider({
    frame,
    session,
    loadUser: async () => (await getUser()).address,
    ...(options.rpcUrl ? { rpcUrl: options.rpcUrl } : {}),
    approvalStarted(request) {
      pendingApprovals += 1;
      show(frame());
      if (pendingApprovals === 1) announce({ pending: true, request });
    },
    approvalEnded(ok) {
      pendingApprovals = Math.max(0, pendingApprovals - 1);
      if (pendingApprovals > 0) return;
      client?.setVisible(false);
      announce({ pending: false, ok });
    },
    notAllowed(method) {
      announce({ pending: false, notAllowed: method });
    },
  });

  /**
   * Drops the session. A session the frame lost (expired, revoked) is
   * announced as an empty accountsChanged so the connector disconnects; a
   * sign-out the app asked for is not, since core is already disconnecting.
   */
  const forget = (announce: boolean) => {
    const had = session.address !== undefined;
    session.address = undefined;
    token = undefined;
    options.storage?.removeItem(SESSION_TOKEN_KEY);
    if (had && announce) provider.emit("accountsChanged", []);
  };

  return {
    connectEmail: (email) => frame().request(AppEvents.CONNECT_EMAIL, { email }),
    connectDevice: async () => {
      await frame().request(AppEvents.CONNECT_DEVICE);
    },
    connectOtp: async (otp) => {
      await frame().request(AppEvents.CONNECT_OTP, { otp });
    },
    getUser,
    getSocialRedirectUri: (provider) =>
      frame().request(AppEvents.GET_SOCIAL_REDIRECT_URI, { provider }),
    async connectSocial(socialOptions) {
      const { uri, ...userOptions } = socialOptions;
      const user = await frame().request(AppEvents.CONNECT_SOCIAL, {
        uri,
        ...userFields(userOptions),
      });
      return { ...adoptUser(user, userOptions), userName: user.userName };
    },
    getFarcasterUri: () => frame().request(AppEvents.GET_FARCASTER_URI),
    connectFarcaster: () => frame().request(AppEvents.CONNECT_FARCASTER),
    async isConnected() {
      const { isConnected } = await frame().request(AppEvents.IS_CONNECTED, token ? { token } : {});
      if (!isConnected) forget(true);
      return isConnected;
    },
    async signOut() {
      await frame().signOut();
      forget(false);
    },
    updateEmail: (email) => frame().request(AppEvents.UPDATE_EMAIL, { email }),
    updateEmailPrimaryOtp: async (otp) => {
      await frame().request(AppEvents.UPDATE_EMAIL_PRIMARY_OTP, { otp });
    },
    updateEmailSecondaryOtp: (otp) =>
      frame().request(AppEvents.UPDATE_EMAIL_SECONDARY_OTP, { otp }),
    async exportKey() {
      // Shown by the app too (like approvals), so the screen is seen even if
      // the frame's show notice were lost; the answer carries only the outcome.
      const target = frame();
      await target.ready;
      show(target);
      try {
        const { outcome } = await target.request(AppEvents.EXPORT_KEY);
        return outcome;
      } catch (error) {
        // Given up by the app (the modal left the screen): the user closed it.
        if (error instanceof FrameError && error.code === FRAME_ERROR_CODES.aborted) {
          return "cancelled";
        }
        throw error;
      } finally {
        if (pendingApprovals === 0) target.setVisible(false);
      }
    },
    async connectPasskey(passkeyOptions = {}) {
      // The passkey screen is the frame's: the WebAuthn prompt needs a click inside it.
      const { signal } = passkeyOptions;
      const target = frame();
      await target.ready;
      // Given up while the frame loaded: the screen is never asked for, nor the frame shown.
      if (signal?.aborted) throw frameAbortError(AppEvents.CONNECT_PASSKEY, false);
      passkeyScreens += 1;
      show(target);
      try {
        return await target.request(AppEvents.CONNECT_PASSKEY, undefined, signal ? { signal } : {});
      } finally {
        // A newer screen (a view mounted again) keeps the frame shown.
        passkeyScreens -= 1;
        if (pendingApprovals === 0 && passkeyScreens === 0) target.setVisible(false);
      }
    },
    async managePasskeys() {
      const target = frame();
      await target.ready;
      passkeyScreens += 1;
      show(target);
      try {
        await target.request(AppEvents.MANAGE_PASSKEYS);
      } catch (error) {
        // Given up by the app (the modal left the screen): the screen is closed, nothing failed.
        if (!(error instanceof FrameError && error.code === FRAME_ERROR_CODES.aborted)) throw error;
      } finally {
        passkeyScreens -= 1;
        if (pendingApprovals === 0 && passkeyScreens === 0) target.setVisible(false);
      }
    },
    getProvider: async (): Promise<EmbeddedProvider> => provider,
    async getSmartAccountEnabledNetworks() {
      const { smartAccountEnabledNetworks } = await frame().request(
        AppEvents.GET_SMART_ACCOUNT_ENABLED_NETWORKS,
      );
      return smartAccountEnabledNetworks;
    },
    async setPreferredAccountType(type) {
      const result = await frame().request(AppEvents.SET_PREFERRED_ACCOUNT, {
        type: toWireAccountType(type),
      });
      preferred = type;
      session.accountType = fromWireAccountType(result.type);
      adopt(result.address);
      return { type: session.accountType, address: result.address };
    },
    onApproval(listener) {
      approvalListeners.add(listener);
      return () => approvalListeners.delete(listener);
    },
    abortRequests: () => live()?.abortRpc(),
    showFrameIn(next) {
      slot = overlaySlot(next);
      live()?.setSlot(slot);
    },
    syncTheme(next) {
      theme = next;
      const target = live();
      // Before ready, the ready listener sends the latest theme.
      if (target?.status() === "ready") sendTheme(target);
    },
    syncAppData(next) {
      appData = next;
      const target = live();
      if (target?.status() === "ready") sendAppData(target);
    },
    reload() {
      // A new frame document: requests waiting on the old one (a Farcaster sign-in) end with it.
      if (client === undefined) return;
      client.destroy();
      client = undefined;
      frame();
    },
    resyncAppData() {
      const target = live();
      // Not ready yet (a reload): its ready listener sends the app data.
      if (target?.status() === "ready") sendAppData(target);
    },
    frameClient: () => client,
    destroy() {
      client?.destroy();
      client = undefined;
    },
  };
}
