import { FoyerError } from "../errors/FoyerError.js";
import { foyerMessages } from "../errors/foyerMessages.js";
import { coreText } from "../i18n/coreText.js";
import type {
  ApprovalEvent,
  EmbeddedAppData,
  EmbeddedTheme,
  EmbeddedWallet,
  FrameSlot,
} from "./embeddedWallet.js";

/**
 * An {@link EmbeddedWallet} whose implementation loads on first use, so a
 * page whose visitor never types an email downloads neither the frame client
 * nor its schemas: `lazyEmbeddedWallet(() => import("@foyer/embedded/wallet")
 * .then((m) => m.createEmbeddedWallet(options)))`. Approval listeners added
 * before the load are attached once it is done. A failed load is retried on
 * the next call, so a flaky network does not break email login for the visit.
 * Theme, app data and frame slot are kept and handed over once loaded: they
 * never load the wallet themselves.
 */
export function lazyEmbeddedWallet(load: () => Promise<EmbeddedWallet>): EmbeddedWallet {
  let loaded: Promise<EmbeddedWallet> | undefined;
  let ready: EmbeddedWallet | undefined;
  let theme: EmbeddedTheme | undefined;
  let appData: EmbeddedAppData | undefined;
  let slot: FrameSlot | undefined;
  const listeners = new Set<(event: ApprovalEvent) => void>();
  const get = (): Promise<EmbeddedWallet> => {
    loaded ??= load().then(
      (wallet) => {
        wallet.onApproval((event) => {
          for (const listener of [...listeners]) listener(event);
        });
        if (appData) wallet.syncAppData?.(appData);
        if (theme) wallet.syncTheme?.(theme);
        if (slot) wallet.showFrameIn?.(slot);
        ready = wallet;
        return wallet;
      },
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    );
    return loaded;
  };
  return {
    connectEmail: async (email) => (await get()).connectEmail(email),
    connectDevice: async () => (await get()).connectDevice(),
    connectOtp: async (otp) => (await get()).connectOtp(otp),
    getUser: async (options) => (await get()).getUser(options),
    getSocialRedirectUri: async (provider) => (await get()).getSocialRedirectUri(provider),
    connectSocial: async (options) => (await get()).connectSocial(options),
    getFarcasterUri: async () => (await get()).getFarcasterUri(),
    connectFarcaster: async () => (await get()).connectFarcaster(),
    isConnected: async () => (await get()).isConnected(),
    // Nothing to sign out of when the wallet never loaded this visit… unless a
    // session from an earlier visit lives in the frame: load and ask it.
    signOut: async () => (await get()).signOut(),
    updateEmail: async (email) => (await get()).updateEmail(email),
    updateEmailPrimaryOtp: async (otp) => (await get()).updateEmailPrimaryOtp(otp),
    updateEmailSecondaryOtp: async (otp) => (await get()).updateEmailSecondaryOtp(otp),
    exportKey: async () => (await get()).exportKey(),
    // A wallet without passkey screens (an older or custom one) answers nothing.
    connectPasskey: async (options) => (await get()).connectPasskey?.(options),
    managePasskeys: async () => (await get()).managePasskeys?.(),
    getProvider: async () => (await get()).getProvider(),
    // A wallet without smart accounts answers none, and refuses to switch.
    getSmartAccountEnabledNetworks: async () => {
      const wallet = await get();
      return wallet.getSmartAccountEnabledNetworks ? wallet.getSmartAccountEnabledNetworks() : [];
    },
    setPreferredAccountType: async (type) => {
      const wallet = await get();
      if (!wallet.setPreferredAccountType) {
        throw new FoyerError(
          coreText("smartAccountNotEnabled", foyerMessages.smartAccountNotEnabled),
          {
            code: "SMART_ACCOUNT_NOT_ENABLED",
          },
        );
      }
      return wallet.setPreferredAccountType(type);
    },
    onApproval(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    // Nothing waits for the user in a wallet that is not loaded.
    abortRequests: () => ready?.abortRequests?.(),
    // A wallet not loaded has no frame to reload, nor app data to send again.
    reload: () => ready?.reload?.(),
    resyncAppData: () => ready?.resyncAppData?.(),
    showFrameIn(next) {
      slot = next;
      ready?.showFrameIn?.(next);
    },
    syncTheme(next) {
      theme = next;
      ready?.syncTheme?.(next);
    },
    syncAppData(next) {
      appData = next;
      ready?.syncAppData?.(next);
    },
  };
}
