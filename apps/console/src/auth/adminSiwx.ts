import type { SiwxConfig, SiwxSession } from "@foyer/core";
import type { AdminClient } from "@foyer/protocol";
import {
  adminNonceRoute,
  adminSessionRoute,
  adminSignInRoute,
  adminSignOutRoute,
  formatSiwxMessage,
  type SiwxMessageData,
} from "@foyer/protocol";
import { getAddress } from "viem";
import { signInRefusalText } from "./refusalText.js";
import type { SessionStore } from "./sessionStore.js";

/** What the operator signs, shown by the modal's sign view. */
export const SIGN_IN_STATEMENT = "Sign in to the Foyer console";

/**
 * Sign In With Ethereum for operators, through Foyer's own modal: the SIWX contract of core,
 * backed by the admin API's sign-in (its own nonces and sessions, apart from any app's). The
 * session lives in the server's HttpOnly cookie; the page keeps only what the server says of
 * it. Required: the console is nothing without it.
 */
export function createAdminSiwx(options: {
  call: AdminClient;
  store: SessionStore;
  location: { host: string; origin: string };
}): SiwxConfig {
  const { call, store } = options;
  const signOut = async () => {
    await call(adminSignOutRoute).catch(() => undefined);
    store.set({ session: null });
  };
  return {
    statement: SIGN_IN_STATEMENT,
    async createMessage({ accountAddress, chainId }) {
      const { nonce } = await call(adminNonceRoute);
      const data: SiwxMessageData = {
        // EIP-4361 writes the address checksummed.
        accountAddress: getAddress(accountAddress),
        chainId,
        domain: options.location.host,
        uri: `${options.location.origin}/console/`,
        version: "1",
        nonce,
        issuedAt: new Date().toISOString(),
        statement: SIGN_IN_STATEMENT,
      };
      return { ...data, serializedMessage: formatSiwxMessage(data) };
    },
    async addSession(session) {
      try {
        const opened = await call(adminSignInRoute, {
          body: { message: session.message, signature: session.signature, data: session.data },
        });
        store.set({ session: opened, refusal: undefined });
      } catch (error) {
        store.set({ refusal: signInRefusalText(error, session.data.accountAddress) });
        throw error;
      }
    },
    // An operator's session is theirs on every network: switching networks asks nothing new.
    async getSessions(_chainId, address) {
      const { session } = await call(adminSessionRoute);
      store.set({ session });
      if (session === null || session.address.toLowerCase() !== address.toLowerCase()) return [];
      const kept: SiwxSession = {
        data: session.data,
        message: session.message,
        signature: session.signature,
      };
      return [kept];
    },
    async setSessions(sessions) {
      if (sessions.length === 0) await signOut();
    },
    revokeSession: signOut,
    getRequired: () => true,
  };
}
