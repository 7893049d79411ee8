import { isSiwxNamespace, splitChainId } from "@foyer/protocol";
import { messages } from "../errors/messages.js";
import { SignInError } from "../errors/signInError.js";
import { coreText, type UserText } from "../i18n/coreText.js";
import { createStore, type Store } from "../store/createStore.js";
import type { CaipNetworkId } from "../types/chain.js";
import { messageData } from "./buildMessage.js";
import { isSessionValid } from "./sessionValidity.js";
import type { SiwxConfig, SiwxConnectFields, SiwxSession } from "./types.js";

/** The connected account sign-in is about. */
export interface SiwxAccount {
  chainId: CaipNetworkId;
  address: string;
  connectorId: string;
}

/**
 * What the flow needs from its instance, kept narrow so the flow does not
 * reach into stores it has no business changing.
 */
export interface SiwxFlowHost {
  now(): number;
  /** The active namespace's connected account, if any. */
  activeAccount(): SiwxAccount | undefined;
  /** The app lists this network (behaviour §4 "network supported"). */
  isListed(chainId: CaipNetworkId): boolean;
  signMessage(account: SiwxAccount, message: string): Promise<string>;
  showSignView(): void;
  closeModal(): void;
  showError(message: UserText): void;
  disconnect(): Promise<void>;
  switchNetwork(chainId: CaipNetworkId): Promise<void>;
  report(error: unknown): void;
  /** Runs `listener` when the account or network may have changed. */
  subscribe(listener: () => void): () => void;
}

export type SiwxStatus = "idle" | "checking" | "signing";

/** Sign-in state the modal renders. */
export interface SiwxState {
  enabled: boolean;
  required: boolean;
  /** The configured statement, for the sign view. */
  statement: string | undefined;
  status: SiwxStatus;
  /** The valid session of the active account on the active network, once checked. */
  session: SiwxSession | undefined;
  /** The last network a session was seen or made on this visit, for cancel's switch-back. */
  lastSignedChainId: CaipNetworkId | undefined;
}

/** What a check found: a session, a sign-in now asked for, nothing to do, or a newer check took over. */
export type SiwxCheckResult = "signed" | "needsSignIn" | "skipped" | "stale";

export interface SiwxFlow {
  readonly store: Store<SiwxState>;
  /** Looks up the active account's session; without one, opens the sign view. */
  check(): Promise<SiwxCheckResult>;
  /** The Sign button: message → wallet signature → session. */
  signIn(): Promise<SiwxSession | undefined>;
  /** The Cancel button. */
  cancel(): Promise<void>;
  /** Revokes the active account's session on the active network. */
  signOut(): Promise<void>;
  /** Whether the active account has a session right now (synchronous, for canClose). */
  hasSession(): boolean;
  /** Starts following account and network changes; returns the stop function. */
  start(): () => void;
  /**
   * The message fields for a sign-in done while connecting (WalletConnect
   * one-click auth): undefined when SIWX is off or no message can be made,
   * so the connect goes on without it and signs after connecting.
   */
  connectSignInFields(chainId: CaipNetworkId): Promise<SiwxConnectFields | undefined>;
  /**
   * Keeps a session the wallet signed outside the sign view (one-click auth,
   * embedded login): resolves true once stored. A refused session resolves
   * false and the usual check then asks for a signature.
   */
  adoptSession(session: SiwxSession): Promise<boolean>;
}

/**
 * createMessage wants an account, which a connect-time sign-in doesn't know
 * yet: a well-formed stand-in passes validation and is replaced by the
 * wallet's own address in the text it signs.
 */
const PLACEHOLDER_EVM_ADDRESS = "0x0000000000000000000000000000000000000000";

const keyOf = (account: SiwxAccount | undefined) =>
  account ? `${account.chainId}|${account.address}` : undefined;

/** EVM addresses differ only in checksum case; other namespaces' addresses are case-sensitive. */
function sameAddress(chainId: CaipNetworkId, a: string, b: string): boolean {
  return splitChainId(chainId).namespace === "eip155"
    ? a.toLowerCase() === b.toLowerCase()
    : a === b;
}

function notEnabled(): SignInError {
  return new SignInError(messages.siwxNotEnabled, { code: "SIWX_NOT_ENABLED" });
}

/**
 * The behaviour §4 sign-in flow. With no `siwx` configured every check is
 * "skipped" and the actions throw 'SIWX is not enabled'.
 */
export function createSiwxFlow(siwx: SiwxConfig | undefined, host: SiwxFlowHost): SiwxFlow {
  const store = createStore<SiwxState>({
    enabled: siwx !== undefined,
    required: siwx?.getRequired() ?? false,
    statement: siwx?.statement,
    status: "idle",
    session: undefined,
    lastSignedChainId: undefined,
  });
  let inFlight: { key: string; promise: Promise<SiwxCheckResult> } | undefined;

  /** The account sign-in applies to: connected, on a listed network of a namespace with a message format. */
  function eligibleAccount(): SiwxAccount | undefined {
    const account = host.activeAccount();
    if (!account || !host.isListed(account.chainId)) return undefined;
    return isSiwxNamespace(splitChainId(account.chainId).namespace) ? account : undefined;
  }

  async function lookUp(config: SiwxConfig, account: SiwxAccount): Promise<SiwxCheckResult> {
    store.setState({ status: "checking" });
    let sessions: SiwxSession[] = [];
    try {
      sessions = await config.getSessions(account.chainId, account.address);
    } catch (error) {
      // An unreachable session store reads as no session: the user can still sign.
      host.report(error);
    }
    if (keyOf(eligibleAccount()) !== keyOf(account)) return "stale";
    const session = sessions.find((s) => isSessionValid(s, host.now()));
    store.setState({ status: "idle", session });
    if (session) {
      store.setState({ lastSignedChainId: account.chainId });
      return "signed";
    }
    host.showSignView();
    return "needsSignIn";
  }

  function check(): Promise<SiwxCheckResult> {
    const account = eligibleAccount();
    if (!siwx || !account) return Promise.resolve("skipped");
    const key = `${account.chainId}|${account.address}`;
    if (inFlight?.key === key) return inFlight.promise;
    const promise = lookUp(siwx, account).finally(() => {
      if (inFlight?.promise === promise) inFlight = undefined;
    });
    inFlight = { key, promise };
    return promise;
  }

  /** Behaviour §8: a message that can't be made is a setup failure: toast, disconnect, back to Connect. */
  async function setupFailed(error: unknown): Promise<undefined> {
    host.report(error);
    store.setState({ status: "idle" });
    host.showError(coreText("authInitFailed", messages.authInitFailed));
    await host.disconnect().catch(host.report);
    return undefined;
  }

  async function signIn(): Promise<SiwxSession | undefined> {
    if (!siwx) throw notEnabled();
    const account = eligibleAccount();
    if (!account || store.getState().status === "signing") return undefined;
    store.setState({ status: "signing" });
    let message: Awaited<ReturnType<SiwxConfig["createMessage"]>>;
    try {
      message = await siwx.createMessage({
        accountAddress: account.address,
        chainId: account.chainId,
      });
    } catch (error) {
      return setupFailed(error);
    }
    try {
      const signature = await host.signMessage(account, message.serializedMessage);
      const session: SiwxSession = {
        data: messageData(message),
        message: message.serializedMessage,
        signature,
      };
      await siwx.addSession(session);
      store.setState({ status: "idle", session, lastSignedChainId: account.chainId });
      host.closeModal();
      return session;
    } catch (error) {
      // Behaviour §4/§8: the view comes back with 'Error signing message', ready for another try.
      host.report(error);
      store.setState({ status: "idle" });
      host.showError(coreText("signMessageFailed", messages.signMessageFailed));
      host.showSignView();
      return undefined;
    }
  }

  async function cancel(): Promise<void> {
    if (!siwx) throw notEnabled();
    if (!siwx.getRequired()) {
      host.closeModal();
      return;
    }
    const account = eligibleAccount();
    const back = store.getState().lastSignedChainId;
    if (account && back !== undefined && back !== account.chainId) {
      const sessions = await siwx.getSessions(back, account.address).catch((error: unknown) => {
        host.report(error);
        return [];
      });
      if (sessions.some((s) => isSessionValid(s, host.now()))) {
        try {
          // The switch lands on a signed network, so the check that follows closes nothing and asks nothing.
          await host.switchNetwork(back);
          host.closeModal();
          return;
        } catch (error) {
          host.report(error);
        }
      }
    }
    // Required sign-in can't be skipped: leaving it leaves the app.
    await host.disconnect().catch(host.report);
  }

  async function signOut(): Promise<void> {
    if (!siwx) throw notEnabled();
    const account = eligibleAccount();
    if (!account) return;
    await siwx.revokeSession(account.chainId, account.address);
    store.setState({ session: undefined });
    if (siwx.getRequired()) host.showSignView();
  }

  function start(): () => void {
    let key: string | undefined;
    const follow = () => {
      const next = keyOf(eligibleAccount());
      if (next === key) return;
      key = next;
      store.setState({ session: undefined, status: "idle" });
      if (next !== undefined) void check();
    };
    follow();
    return host.subscribe(follow);
  }

  async function connectSignInFields(
    chainId: CaipNetworkId,
  ): Promise<SiwxConnectFields | undefined> {
    if (!siwx || splitChainId(chainId).namespace !== "eip155") return undefined;
    try {
      const message = await siwx.createMessage({
        accountAddress: PLACEHOLDER_EVM_ADDRESS,
        chainId,
      });
      const {
        serializedMessage: _text,
        accountAddress: _account,
        chainId: _chain,
        issuedAt: _issued,
        ...fields
      } = message;
      return fields;
    } catch (error) {
      // Signing after connect still works (and reports its own setup failure).
      host.report(error);
      return undefined;
    }
  }

  async function adoptSession(session: SiwxSession): Promise<boolean> {
    if (!siwx) throw notEnabled();
    try {
      await siwx.addSession(session);
    } catch (error) {
      host.report(error);
      return false;
    }
    store.setState({ lastSignedChainId: session.data.chainId });
    const active = eligibleAccount();
    if (
      active?.chainId === session.data.chainId &&
      sameAddress(active.chainId, active.address, session.data.accountAddress)
    ) {
      store.setState({ session, status: "idle" });
    }
    return true;
  }

  return {
    store,
    check,
    connectSignInFields,
    adoptSession,
    signIn,
    cancel,
    signOut,
    hasSession: () => {
      const session = store.getState().session;
      return session !== undefined && isSessionValid(session, host.now());
    },
    start: siwx ? start : () => () => {},
  };
}
