import type { CreateConnectorFn } from "@wagmi/core";

/**
 * Wraps a connector so the adapter can tell apart what wagmi merges:
 *
 * - A wallet that revokes the site sends `accountsChanged([])`, which wagmi
 *   turns into the same "disconnect" as a provider losing its chains. The
 *   core wants the first as an empty `accountsChanged` (behaviour §4: "empty list
 *   disconnects if allowed"), so `onRevoked` is told before wagmi acts.
 * - EIP-1193 `connect` only says the wallet reaches a chain, yet wagmi makes
 *   it a connection. After the user disconnected in the app, a wallet that
 *   cannot revoke permissions would come straight back on the next page
 *   load; so `connect` is ignored while wagmi's "disconnected" shim is set.
 *   Accounts arriving from the wallet's own UI clear the shim first, since
 *   that is the user connecting on purpose.
 * - With `followsWallet` off, a connection the app did not ask for is never
 *   taken: the wallet announces a grant to the whole page, so where several
 *   apps share the page, one app's connect would otherwise connect them all.
 */
export function withWalletSignals(
  create: CreateConnectorFn,
  onRevoked: (uid: string) => void,
  followsWallet = true,
): CreateConnectorFn {
  return (params) => {
    const base = create(params);
    const shimKey = `${base.id}.disconnected`;
    return {
      ...base,
      async onAccountsChanged(accounts: string[]) {
        if (accounts.length === 0) onRevoked(params.emitter.uid);
        else if (params.emitter.listenerCount("connect") > 0) {
          await params.storage?.removeItem(shimKey);
        }
        await base.onAccountsChanged.call(this, accounts);
      },
      async onConnect(info) {
        if (!followsWallet) return;
        if (await params.storage?.getItem(shimKey)) return;
        await base.onConnect?.call(this, info);
      },
    };
  };
}
