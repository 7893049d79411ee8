import type { Connector } from "../adapter/connector.js";
import { refreshBalance } from "../connection/balances/refreshBalanceFlow.js";
import { setStatus } from "../connection/connect/connectFlow.js";
import { applyConnectionEvent } from "../connection/connectionSyncFlow.js";
import type { FoyerContext } from "../instance/context.js";
import type { EmbeddedWalletUser } from "./embeddedWallet.js";

/**
 * The embedded wallet's accounts in other namespaces (its Solana key) join the session on an
 * email login: each other namespace's AUTH connector connects without a prompt (the frame
 * already knows the user), so one login gives one session with both accounts. Run before the
 * namespace logged into connects, which then stays the one on screen. A namespace that can't
 * join is reported and left out; the login goes on.
 */
export async function connectLinkedAccounts(
  ctx: FoyerContext,
  primary: Connector,
  user: EmbeddedWalletUser,
): Promise<void> {
  if (!user.solanaAddress) return;
  const linked = ctx.connectors
    .getState()
    .connectors.filter(
      (c) => c.type === "AUTH" && c.chain === "solana" && c.chain !== primary.chain,
    );
  for (const connector of linked) {
    const adapter = ctx.adapterFor(connector.chain);
    const network = ctx.networks.store.getState().activeNetworks[connector.chain];
    if (!adapter || !network) continue;
    try {
      setStatus(ctx, connector.chain, "connectStarted");
      const { signedIn: _none, ...connection } = await adapter.connect(connector.id, {
        caipNetwork: network,
      });
      applyConnectionEvent(ctx, connector.chain, { type: "connected", connection });
      void refreshBalance(ctx, connector.chain);
    } catch (error) {
      setStatus(ctx, connector.chain, "attemptFailed");
      ctx.report(error);
    }
  }
}
