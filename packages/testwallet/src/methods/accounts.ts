import { isRecord } from "@foyer/protocol";
import type { Address } from "viem";
import type { MethodTable, WalletContext } from "../context.js";
import { invalidParams } from "../errors.js";
import { shortenAddress } from "../format.js";
import { paramsArray } from "../params.js";

/** The one permission this wallet grants, in MetaMask's EIP-2255 shape. */
interface Permission {
  parentCapability: "eth_accounts";
  invoker: string;
  caveats: { type: "restrictReturnedAccounts"; value: Address[] }[];
  date: number;
}

export function accountMethods(ctx: WalletContext): MethodTable {
  const address = ctx.account.address;
  const accounts = (): Address[] => (ctx.isAuthorized() ? [address] : []);
  const summary = `Connect ${shortenAddress(address)} to this site`;
  // A dApp that calls eth_requestAccounts twice shares one prompt instead of getting two.
  let inFlight: Promise<Address[]> | null = null;

  const permissions = (): Permission[] =>
    ctx.isAuthorized()
      ? [
          {
            parentCapability: "eth_accounts",
            invoker: (globalThis as { location?: { origin?: string } }).location?.origin ?? "",
            caveats: [{ type: "restrictReturnedAccounts", value: [address] }],
            date: Date.now(),
          },
        ]
      : [];

  const requireAccountsPermission = (params: unknown, method: string): void => {
    const [request] = paramsArray(params, method);
    if (!isRecord(request) || !("eth_accounts" in request)) {
      throw invalidParams(`${method} expects [{ eth_accounts: {} }].`);
    }
  };

  return {
    eth_accounts: async () => accounts(),
    eth_coinbase: async () => accounts()[0] ?? null,
    eth_requestAccounts: (params, method) => {
      if (ctx.isAuthorized()) return Promise.resolve(accounts());
      inFlight ??= ctx.approvals
        .ask({ kind: "connect", method, params, summary })
        .then(() => {
          ctx.authorize();
          return accounts();
        })
        .finally(() => {
          inFlight = null;
        });
      return inFlight;
    },
    wallet_getPermissions: async () => permissions(),
    // Like MetaMask this always asks, even when the site is already connected.
    wallet_requestPermissions: async (params, method) => {
      requireAccountsPermission(params, method);
      await ctx.approvals.ask({ kind: "connect", method, params, summary });
      ctx.authorize();
      return permissions();
    },
    wallet_revokePermissions: async (params, method) => {
      requireAccountsPermission(params, method);
      ctx.revoke();
      return null;
    },
  };
}
