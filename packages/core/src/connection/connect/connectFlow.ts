import type { AdapterSignInRequest } from "../../adapter/ChainAdapter.js";
import type { Connection } from "../../adapter/connection.js";
import { ConnectionError } from "../../errors/connectionError.js";
import { isFoyerError } from "../../errors/FoyerError.js";
import { messages } from "../../errors/messages.js";
import { normalizeWalletError } from "../../errors/normalizeWalletError.js";
import { coreText } from "../../i18n/coreText.js";
import type { FoyerContext } from "../../instance/context.js";
import { usesOneClickAuth } from "../../siwx/oneClickAuth.js";
import type { CaipNetwork, ChainNamespace } from "../../types/chain.js";
import { refreshBalance } from "../balances/refreshBalanceFlow.js";
import { applyConnectionEvent } from "../connectionSyncFlow.js";
import {
  isPairingReplaced,
  pairingAbortReason,
  pairingCleared,
  pairingFailed,
  pairingKept,
  pairingRequested,
  resumablePairingUri,
} from "../pairing/pairingRules.js";
import { type ConnectionStatusEvent, nextConnectionStatus } from "./connectionStatusRules.js";
import { adapterForConnector } from "./findConnector.js";
import { secondWalletAlert } from "./multiWalletRules.js";
import { addRecentWallet } from "./recentWalletsRules.js";

/**
 * Connects a connector with the user's approval (behaviour §4): status goes
 * connecting → connected, or back to disconnected when the wallet refuses or
 * the account can't be synced. On success the connector leaves the
 * "disconnected on purpose" list, becomes a recent wallet, and the modal
 * moves on to sign-in when that is due, else closes.
 */
export async function connect(
  ctx: FoyerContext,
  connectorId: string,
  namespace?: ChainNamespace,
): Promise<Connection> {
  const { adapter, connector } = adapterForConnector(ctx, connectorId, namespace);
  const ns = connector.chain;
  refuseSecondWallet(ctx, ns, connector.id);
  const network = ctx.networks.store.getState().activeNetworks[ns];
  if (!network) {
    throw new ConnectionError(
      coreText("unsupportedChainNamespace", messages.unsupportedChainNamespace),
      {
        code: "NO_NETWORK_FOR_NAMESPACE",
        details: { namespace: ns },
      },
    );
  }
  // A pairing connector shows a QR code: its URI arrives as an adapter event.
  // A pairing the user went back from is resumed while valid: its QR shows at
  // once and the adapter is asked to keep waiting on that same pairing.
  const pairing = connector.type === "WALLET_CONNECT";
  const resumeUri = pairing
    ? resumablePairingUri(ctx.connection.getState(), ctx.clock.now())
    : undefined;
  if (pairing) ctx.connection.setState(resumeUri ? pairingKept() : pairingRequested());
  setStatus(ctx, ns, "connectStarted");
  try {
    // Awaited only when it applies, so a plain connect reaches the adapter in the same tick.
    const signIn =
      pairing && oneClickApplies(ctx) ? await oneClickSignIn(ctx, ns, network) : undefined;
    const { signedIn, ...connection } = await adapter.connect(connector.id, {
      caipNetwork: network,
      ...(signIn ? { signIn } : {}),
      ...(resumeUri ? { pairingUri: resumeUri } : {}),
    });
    if (pairing) ctx.connection.setState(pairingCleared());
    // Stored before the account appears, so the sign-in check that follows finds it and asks nothing.
    if (signedIn) await ctx.signIn.adoptSession(signedIn);
    applyConnectionEvent(ctx, ns, { type: "connected", connection });
    forgetDeliberateDisconnect(ctx, ns, connector.id);
    rememberWallet(ctx, connector.explorerId ?? connector.id, connector.name, connector.imageUrl);
    ctx.events.emit("connect", { namespace: ns, connection });
    void refreshBalance(ctx, ns);
    await afterConnect(ctx);
    return connection;
  } catch (error) {
    // A replaced pairing is superseded by the attempt that replaced it, which owns the state now.
    if (isPairingReplaced(error)) throw error;
    if (pairing) {
      const aborted = pairingAbortReason(error);
      ctx.connection.setState(
        aborted === "left"
          ? pairingKept()
          : aborted === "modalClosed"
            ? pairingCleared()
            : pairingFailed(),
      );
    }
    setStatus(ctx, ns, "attemptFailed");
    throw isFoyerError(error)
      ? error
      : normalizeWalletError(error, {
          USER_REJECTED: coreText("connectionRejected", messages.connectionRejected),
        });
  }
}

/**
 * Behaviour §5: the WalletConnect authenticate route (connect and sign in one
 * approval) when SIWX is on and eip155 is the only namespace the app asks
 * for, unless the host opted out; otherwise sign-in happens after connect.
 */
function oneClickApplies(ctx: FoyerContext): boolean {
  const { networks } = ctx.networks.store.getState();
  const requested = (Object.keys(networks) as ChainNamespace[]).filter(
    (ns) => (networks[ns]?.length ?? 0) > 0,
  );
  return (
    ctx.options.walletConnectOneClickAuth !== false &&
    ctx.siwx.getState().enabled &&
    usesOneClickAuth(requested)
  );
}

/** The connect-time sign-in request, or undefined when no message can be made. */
async function oneClickSignIn(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  network: CaipNetwork,
): Promise<AdapterSignInRequest | undefined> {
  const { networks } = ctx.networks.store.getState();
  const fields = await ctx.signIn.connectSignInFields(network.caipNetworkId);
  if (!fields) return undefined;
  const others = (networks[namespace] ?? [])
    .map((n) => n.caipNetworkId)
    .filter((id) => id !== network.caipNetworkId);
  return { fields, chainIds: [network.caipNetworkId, ...others] };
}

/**
 * Behaviour §8 multi-wallet info alert: with multiWallet off, a namespace that has
 * a wallet keeps it; connecting another one raises the alert instead and
 * fails without touching the first connection. Connecting the same wallet
 * again is not a second wallet.
 */
function refuseSecondWallet(ctx: FoyerContext, namespace: ChainNamespace, connectorId: string) {
  const alert = secondWalletAlert(
    ctx.connection.getState().connections[namespace],
    ctx.features.getState().features,
    connectorId,
  );
  if (!alert) return;
  ctx.alerts.raise(alert);
  throw new ConnectionError(alert.longMessage, {
    code: "MULTI_WALLET_NOT_ENABLED",
    details: { namespace, connectorId },
  });
}

/** Moves both the overall and the namespace's status by one connection event. */
export function setStatus(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  event: ConnectionStatusEvent,
): void {
  ctx.connection.setState((s) => ({ status: nextConnectionStatus(s.status, event) }));
  ctx.accounts.update(namespace, (a) => ({ ...a, status: nextConnectionStatus(a.status, event) }));
}

/**
 * Behaviour §4 sign-in: after connect, if configured, on a supported network and
 * without a session, the sign-in check has opened SIWXSignMessage; otherwise
 * the modal closes. A stale check (the wallet moved on meanwhile) is asked
 * again a few times so the modal doesn't stay on the connecting view.
 */
async function afterConnect(ctx: FoyerContext): Promise<void> {
  let outcome = await ctx.signIn.check();
  for (let retry = 0; outcome === "stale" && retry < 3; retry++) {
    outcome = await ctx.signIn.check();
  }
  if (outcome === "needsSignIn") return;
  ctx.modal.setOpen(false);
  ctx.router.reset({ view: "Connect" });
}

function forgetDeliberateDisconnect(
  ctx: FoyerContext,
  namespace: ChainNamespace,
  connectorId: string,
) {
  const stored = ctx.persistence.disconnectedConnectorIds.get();
  const ids = stored?.[namespace];
  if (!stored || !ids?.includes(connectorId)) return;
  ctx.persistence.disconnectedConnectorIds.set({
    ...stored,
    [namespace]: ids.filter((id) => id !== connectorId),
  });
}

function rememberWallet(ctx: FoyerContext, id: string, name: string, imageUrl?: string) {
  const wallet = { id, name, ...(imageUrl ? { imageUrl } : {}) };
  const recentWallets = addRecentWallet(ctx.connection.getState().recentWallets, wallet);
  ctx.connection.setState({ recentWallet: wallet, recentWallets });
  ctx.persistence.recentWallets.set(recentWallets);
}
