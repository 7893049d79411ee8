import { messages } from "@foyer/core/internal";
import {
  AppEvents,
  type AppToFrameMessage,
  classifyRpcMethod,
  FrameNotices,
  type RequestPayload,
} from "@foyer/embedded";
import { rpcProxyUrl } from "@foyer/protocol";
import { BaseError } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { isApiError } from "../api/apiError.js";
import { refusalText } from "../api/refusalText.js";
import { caip2Of, evmChainNumber } from "../bootstrap/frameParams.js";
import { WALLET_FRAME_MESSAGES, WalletFrameError } from "../errors/walletFrameError.js";
import { frameEn } from "../i18n/frameEn.js";
import { createPreviewer } from "../preview/previewApi.js";
import { forwardRpc } from "../rpc/forwardRpc.js";
import { type Approver, handleRpc, RpcAborted } from "../rpc/handleRpc.js";
import { RpcFailure } from "../rpc/rpcErrors.js";
import {
  AccountTypeError,
  cachedNetworks,
  SMART_ACCOUNT_NOT_ENABLED,
  selectAccount,
  smartAccountRequest,
} from "../smartAccount/accountSelection.js";
import { createSessionsApi } from "../smartAccount/sessionsApi.js";
import { fetchSmartAccountNetworks } from "../smartAccount/smartAccountNetworks.js";
import { deviceOfToken } from "../storage/sessionDevice.js";
import { createKeyExport } from "../wallet/keyExport.js";
import { solanaKeyOf } from "../wallet/solanaKey.js";
import { answerWalletInfo, isWalletInfoMethod } from "../walletInfo/answerWalletInfo.js";
import { serverBalances, walletAssets } from "../walletInfo/walletAssets.js";
import { farcasterUri, finishFarcasterLogin } from "./farcasterLogin.js";
import type { FrameDeps, FrameState, HandlerResult } from "./handlerTypes.js";
import { loginSiwxMessage } from "./loginSiwx.js";
import { connectPasskey, managePasskeys } from "./passkeyLogin.js";
import { dropSession, keepToken, openWallet } from "./sessionOps.js";
import { finishSocialLogin, socialRedirectUri } from "./socialLogin.js";

/**
 * How often get-user with `refreshEmail` reads the account from the server: the app asks every
 * second while an email update waits, and the answer between reads comes from memory.
 */
export const EMAIL_RECHECK_MS = 3_000;

/** The long poll answers within 25 s; five rounds outlast the app's 120 s login timeout. */
const DEVICE_WAIT_ROUNDS = 5;

export function initialState(deps: Pick<FrameDeps, "params" | "storage">): FrameState {
  return {
    token: deps.storage.token(),
    wallet: undefined,
    loginEmail: undefined,
    farcasterChannel: undefined,
    chainId: deps.params.chainId,
    rpcUrl: deps.params.rpcUrl,
    theme: {},
    dapp: {},
    pendingRpc: new Set(),
    exportRun: undefined,
    preferredAccountType: "SMART_ACCOUNT",
  };
}

function requireToken(state: FrameState): string {
  if (!state.token) {
    throw new WalletFrameError(WALLET_FRAME_MESSAGES.notSignedIn, { code: "NOT_SIGNED_IN" });
  }
  return state.token;
}

function requireWallet(state: FrameState) {
  if (!state.wallet) {
    throw new WalletFrameError(WALLET_FRAME_MESSAGES.notSignedIn, { code: "NOT_SIGNED_IN" });
  }
  return state.wallet;
}

/**
 * The provider server's RPC proxy for the current chain (same origin). Smart-account requests
 * always go here, never to an app's own RPC URL: it is where the network's bundler is reached.
 */
export function proxyUrlFor(deps: FrameDeps, state: FrameState): string {
  return rpcUrlFor(deps, { ...state, rpcUrl: undefined });
}

function loginNotStarted(): WalletFrameError {
  return new WalletFrameError(WALLET_FRAME_MESSAGES.loginNotStarted, { code: "LOGIN_NOT_STARTED" });
}

function notSupported(type: string): WalletFrameError {
  return new WalletFrameError(WALLET_FRAME_MESSAGES.notSupported, {
    code: "NOT_SUPPORTED",
    details: { type },
  });
}

/** The chain's JSON-RPC endpoint: the app's, else the provider server's proxy (same origin). */
export function rpcUrlFor(deps: FrameDeps, state: FrameState, override?: string): string {
  const explicit = override ?? state.rpcUrl;
  if (explicit) return explicit;
  const caipNetworkId = caip2Of(state.chainId);
  const url = rpcProxyUrl({
    serverUrl: deps.baseUrl,
    caipNetworkId,
    projectId: deps.params.projectId,
  });
  if (url === undefined) {
    throw new WalletFrameError(WALLET_FRAME_MESSAGES.unsupportedChain(caipNetworkId), {
      code: "UNSUPPORTED_CHAIN",
      details: { caipNetworkId },
    });
  }
  return url;
}

/**
 * The frame's request handlers (behaviour §7, EOA). Each takes a message that
 * already passed origin, source and schema checks and answers SUCCESS or ERROR.
 */
/**
 * Chain reads are the same whichever account acts; only requests that name, sign or send for
 * the account (and EIP-5792's) depend on which one it is.
 */
function actsAsAccount(method: string): boolean {
  return (
    classifyRpcMethod(method) === "unsafe" ||
    method === "eth_accounts" ||
    method === "wallet_getCapabilities" ||
    method === "wallet_getCallsStatus" ||
    method === "wallet_getAssets"
  );
}

export function createFrameHandlers(deps: FrameDeps, state: FrameState = initialState(deps)) {
  const server = { baseUrl: deps.baseUrl, projectId: deps.params.projectId, fetch: deps.fetch };
  const networks = cachedNetworks(() => fetchSmartAccountNetworks(server));
  const sessions = createSessionsApi(server);
  const previewer = createPreviewer(server);
  const balances = serverBalances(server);
  /** When get-user last read the account's email from the server (ms). */
  let emailReadAt = 0;
  const proxyRequest = (method: string, params: unknown) =>
    forwardRpc(deps.fetch, proxyUrlFor(deps, state), method, params);

  /** The account the wallet acts as now, on the current chain. */
  function selection() {
    const wallet = requireWallet(state);
    return selectAccount(
      { networks, chainRequest: proxyRequest },
      wallet.address,
      state.chainId,
      state.preferredAccountType,
    );
  }

  /**
   * What the signed-in wallet acts as on the current chain (the EOA where the server lists no
   * smart accounts), without reading the chain; undefined when signed out or unknown.
   */
  async function actingAccountType(): Promise<"EOA" | "SMART_ACCOUNT" | undefined> {
    if (!state.wallet) return undefined;
    const chain = evmChainNumber(state.chainId);
    try {
      const enabled = chain !== undefined && (await networks()).some((n) => n.chainId === chain);
      return enabled ? state.preferredAccountType : "EOA";
    } catch {
      return undefined;
    }
  }

  async function startEmail(email: string) {
    state.loginEmail = email;
    const action = await deps.api.emailStart(email, state.token);
    if (action !== "CONNECT") return { action };
    if (state.token && (await openWallet(deps, state, state.token, false))) return { action };
    // The session is valid but this device cannot open the wallet without a fresh
    // code: start again as a stranger so the server sends one.
    return { action: await deps.api.emailStart(email, undefined) };
  }

  async function waitForDevice() {
    const email = state.loginEmail;
    if (!email) throw loginNotStarted();
    for (let round = 0; round < DEVICE_WAIT_ROUNDS; round++) {
      if (await deps.api.deviceWait(email)) return undefined;
    }
    throw new WalletFrameError(WALLET_FRAME_MESSAGES.deviceNotApproved, {
      code: "DEVICE_NOT_APPROVED",
    });
  }

  async function verifyOtp(otp: string) {
    const email = state.loginEmail;
    if (!email) throw loginNotStarted();
    const { token } = await deps.api.emailVerify(email, otp);
    keepToken(deps, state, token);
    if (!(await openWallet(deps, state, token, true))) {
      throw new WalletFrameError(WALLET_FRAME_MESSAGES.walletUnavailable, {
        code: "WALLET_UNAVAILABLE",
      });
    }
    state.loginEmail = undefined;
    return undefined;
  }

  async function isConnected(payload: RequestPayload<typeof AppEvents.IS_CONNECTED>) {
    if (state.wallet) return { isConnected: true };
    const token = state.token ?? payload?.token;
    if (!token) return { isConnected: false };
    if (!state.token && !deps.storage.persistent) {
      // Storage is blocked, so this page load made up a new device id; the
      // app's token belongs to the device the session was issued to.
      const device = deviceOfToken(token);
      if (device) deps.storage.adoptDeviceId(device);
    }
    return { isConnected: await openWallet(deps, state, token, false) };
  }

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

  async function getUser(
    payload: RequestPayload<typeof AppEvents.GET_USER>,
    origin: string | undefined,
  ) {
    const wallet = requireWallet(state);
    if (payload?.chainId !== undefined && payload.chainId !== state.chainId) {
      state.chainId = payload.chainId;
      state.rpcUrl = undefined;
    }
    if (payload?.rpcUrl !== undefined) state.rpcUrl = payload.rpcUrl;
    if (payload?.preferredAccountType !== undefined) {
      state.preferredAccountType = payload.preferredAccountType;
    }
    const selected = await selection();
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
  }

  /**
   * Key export: the frame shows itself and its export screen; the
   * app hears only "done" or "cancelled" once the user closes it.
   */
  async function exportKey() {
    requireToken(state);
    requireWallet(state);
    if (state.exportRun) {
      throw new WalletFrameError(WALLET_FRAME_MESSAGES.exportAlreadyOpen, {
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
  }

  async function signOut() {
    const token = state.token;
    dropSession(deps, state);
    state.loginEmail = undefined;
    state.farcasterChannel = undefined;
    // The server revokes the token; locally it is gone whatever the server says.
    if (token) await deps.api.signOut(token).catch(() => undefined);
    return undefined;
  }

  /** The smart account's ERC-6492/1271 signature, for a login SIWX message the user did not see. */
  async function signAsSmartAccount(
    privateKey: `0x${string}`,
    network: Awaited<ReturnType<typeof selection>>["network"] & object,
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
      chainRequest: proxyRequest,
    });
    return opened.account.signMessage({ message });
  }

  async function setPreferredAccount(type: "EOA" | "SMART_ACCOUNT") {
    requireWallet(state);
    const before = state.preferredAccountType;
    state.preferredAccountType = type;
    const selected = await selection();
    if (type === "SMART_ACCOUNT" && selected.network === undefined) {
      state.preferredAccountType = before;
      throw new AccountTypeError(SMART_ACCOUNT_NOT_ENABLED);
    }
    return { type, address: selected.address };
  }

  /** The approval names the page the request verifiably came from (the gate's origin). */
  const approveFrom =
    (origin: string | undefined): Approver =>
    (summary, signal) =>
      deps.approve(origin === undefined ? summary : { ...summary, origin }, signal);

  async function rpcRequest(
    request: RequestPayload<typeof AppEvents.RPC_REQUEST>,
    origin: string | undefined,
  ) {
    const approve = approveFrom(origin);
    const controller = new AbortController();
    state.pendingRpc.add(controller);
    try {
      const wallet = state.wallet;
      const selected =
        wallet && request.chainNamespace !== "solana" && actsAsAccount(request.method)
          ? await selection()
          : undefined;
      if (wallet && selected?.network && selected.type === "SMART_ACCOUNT") {
        if (request.method === "wallet_getAssets") {
          return await walletAssets(
            request.params,
            selected.address,
            selected.network.chainId,
            balances,
          );
        }
        return await smartAccountRequest(
          request,
          {
            ownerKey: wallet.privateKey,
            network: selected.network,
            networks: await networks(),
            chainRequest: proxyRequest,
            approve,
            messages: deps.locale?.messages,
            previewer,
            sessions,
            ...(state.dapp.name ? { appName: state.dapp.name } : {}),
            passkey: deps.storage.passkeySigner(wallet.userId),
          },
          controller.signal,
        );
      }
      if (request.chainNamespace !== "solana" && isWalletInfoMethod(request.method)) {
        return await answerWalletInfo(request, {
          address: wallet?.address,
          evmChainId: evmChainNumber(state.chainId),
          chainRequest: (method, params) =>
            forwardRpc(deps.fetch, rpcUrlFor(deps, state, request.rpcUrl), method, params),
          balances,
        });
      }
      return await handleRpc(
        request,
        {
          account: () => state.wallet,
          chainRequest: (method, params, rpcUrl) =>
            forwardRpc(deps.fetch, rpcUrlFor(deps, state, rpcUrl), method, params),
          approve,
          messages: deps.locale?.messages,
          currentChainId: evmChainNumber(request.chainId ?? state.chainId),
          preview: (from, calls) =>
            previewer(caip2Of(request.chainId ?? state.chainId), from, calls),
        },
        controller.signal,
      );
    } finally {
      state.pendingRpc.delete(controller);
    }
  }

  async function run(message: AppToFrameMessage, origin: string | undefined): Promise<unknown> {
    switch (message.type) {
      case AppEvents.CONNECT_EMAIL:
        return startEmail(message.payload.email);
      case AppEvents.CONNECT_DEVICE:
        return waitForDevice();
      case AppEvents.CONNECT_OTP:
        return verifyOtp(message.payload.otp);
      case AppEvents.GET_SOCIAL_REDIRECT_URI:
        return socialRedirectUri(deps, message.payload.provider, origin);
      case AppEvents.CONNECT_SOCIAL: {
        const { userName } = await finishSocialLogin(deps, state, message.payload.uri);
        return { ...(await getUser(message.payload, origin)), userName };
      }
      case AppEvents.GET_FARCASTER_URI:
        return farcasterUri(deps, state, origin);
      case AppEvents.CONNECT_FARCASTER:
        return finishFarcasterLogin(deps, state);
      case AppEvents.IS_CONNECTED:
        return isConnected(message.payload);
      case AppEvents.GET_USER:
        return getUser(message.payload, origin);
      case AppEvents.SIGN_OUT:
        return signOut();
      case AppEvents.GET_CHAIN_ID:
        return { chainId: state.chainId };
      case AppEvents.SWITCH_NETWORK: {
        state.chainId = message.payload.chainId;
        // The previous chain's URL never serves the new one: without a URL, the server's proxy.
        state.rpcUrl = message.payload.rpcUrl;
        const acting = await actingAccountType();
        return { chainId: state.chainId, ...(acting ? { preferredAccountType: acting } : {}) };
      }
      case AppEvents.RPC_REQUEST:
        return rpcRequest(message.payload, origin);
      case AppEvents.RPC_ABORT:
        for (const controller of state.pendingRpc) controller.abort();
        // The app's abortRpc() also gives up on an open export-key; close its screen to match.
        state.exportRun?.abort();
        state.passkeyRun?.abort();
        return undefined;
      case AppEvents.UPDATE_EMAIL:
        await deps.api.updateEmail(requireToken(state), message.payload.email);
        return { action: "VERIFY_PRIMARY_OTP" };
      case AppEvents.UPDATE_EMAIL_PRIMARY_OTP:
        await deps.api.updateEmailPrimary(requireToken(state), message.payload.otp);
        return undefined;
      case AppEvents.UPDATE_EMAIL_SECONDARY_OTP: {
        const newEmail = await deps.api.updateEmailSecondary(
          requireToken(state),
          message.payload.otp,
        );
        if (state.wallet) state.wallet = { ...state.wallet, email: newEmail };
        return { newEmail };
      }
      case AppEvents.SYNC_THEME:
        state.theme = message.payload;
        deps.applyTheme(state.theme);
        return undefined;
      case AppEvents.SYNC_DAPP_DATA:
        state.dapp = {
          name: message.payload.metadata?.name,
          url: message.payload.metadata?.url,
          icon: message.payload.metadata?.icons?.[0],
          locale: message.payload.locale,
        };
        // The screens follow once the locale's strings are in; a failed load keeps the last ones.
        if (message.payload.locale)
          void deps.locale?.set(message.payload.locale).catch(() => undefined);
        return undefined;
      case AppEvents.RELOAD:
        // Forget what was derived in memory; the next is-connected opens the wallet again.
        for (const controller of state.pendingRpc) controller.abort();
        state.exportRun?.abort();
        state.passkeyRun?.abort();
        state.wallet = undefined;
        state.loginEmail = undefined;
        state.farcasterChannel = undefined;
        return undefined;
      case AppEvents.EXPORT_KEY:
        return exportKey();
      case AppEvents.CONNECT_PASSKEY:
        return connectPasskey(deps, state);
      case AppEvents.MANAGE_PASSKEYS:
        return managePasskeys(deps, state);
      case AppEvents.GET_SMART_ACCOUNT_ENABLED_NETWORKS:
        return { smartAccountEnabledNetworks: (await networks()).map((n) => n.chainId) };
      case AppEvents.INIT_SMART_ACCOUNT:
        // The account is counterfactual: knowing the networks is all it takes to have its address.
        await networks();
        return undefined;
      case AppEvents.SET_PREFERRED_ACCOUNT:
        return setPreferredAccount(message.payload.type);
      default:
        // Every event has its case; one added to the protocol before its handler lands here.
        throw notSupported((message as { type: string }).type);
    }
  }

  return {
    state,
    /** `origin`: the sending app's, as the message gate accepted it. */
    async handle(message: AppToFrameMessage, origin?: string): Promise<HandlerResult> {
      try {
        return { ok: true, payload: await run(message, origin) };
      } catch (error) {
        return failure(deps, state, error);
      }
    },
  };
}

export type FrameHandlers = ReturnType<typeof createFrameHandlers>;

function failure(deps: FrameDeps, state: FrameState, error: unknown): HandlerResult {
  if (error instanceof RpcAborted) return { ok: false, message: messages.requestAborted };
  if (error instanceof RpcFailure) return { ok: false, message: error.message, code: error.code };
  if (isApiError(error)) {
    if (error.code === "SESSION_EXPIRED") dropSession(deps, state);
    // The app shows the message ('Invalid code', 'Session Expired' …) in its own language, and
    // acts on the server's code (SESSION_EXPIRED raises its session alert), never on the words.
    return {
      ok: false,
      message: refusalText(error, deps.locale?.messages() ?? frameEn),
      refusal: error.code,
    };
  }
  // The app shows the user's text: a FoyerError's short message, never its developer message.
  if (error instanceof WalletFrameError) {
    return { ok: false, message: error.shortMessage, refusal: error.code };
  }
  if (error instanceof AccountTypeError) return { ok: false, message: error.message };
  // viem's short message names the chain's complaint (nonce, funds) without a stack.
  if (error instanceof BaseError) return { ok: false, message: error.shortMessage };
  // Anything else is a bug; its text may carry internals, so the app gets the generic one.
  return { ok: false, message: messages.frameErrorWithoutMessage };
}
