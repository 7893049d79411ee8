import type { OnrampPaymentCurrency, OnrampPurchaseCurrency } from "@foyer/protocol";
import { type Address, getAddress } from "viem";
import { DEFAULT_NATIVE } from "../blockchain/balances.js";
import { evmChainIds } from "../blockchain/chainClients.js";
import type { NetworkConfig } from "../config.js";

/** Behaviour §9 payment method limits, the same for every payment currency. */
export const PAYMENT_METHOD_LIMITS = [
  { id: "card", min: "10.00", max: "7500.00" },
  { id: "ach_bank_account", min: "10.00", max: "25000.00" },
] as const;

/**
 * The payment currencies. What one unit is worth in US dollars comes from the server's price
 * source (on a local world a fixed euro rate, which its quotes say they are estimates of).
 */
export const PAYMENT_CURRENCIES: readonly string[] = ["USD", "EUR"];

/** The ids clients know USDC and ETH by (behaviour §7's built-in defaults use the same). */
const CURRENCY_IDS: Readonly<Record<string, string>> = {
  USDC: "2b92315d-eab7-5bef-84fa-089a131333f5",
  ETH: "d85dce9b-5b73-5c3c-8978-522ce1d1c1b4",
};

/** One thing that can be bought on one network, as the server settles it. */
export interface Purchasable {
  currencyId: string;
  symbol: string;
  name: string;
  /** Network name as the options list it ("foyer-devnet"). */
  network: string;
  chainId: string;
  /** Null for the native coin. */
  token: Address | null;
  decimals: number;
}

/** "Foyer Devnet" → "foyer-devnet". */
function slug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * What the treasury can deliver: the native coin of every EVM network the server serves, and
 * USDC where the network lists it.
 */
export function purchasables(networks: Readonly<Record<string, NetworkConfig>>): Purchasable[] {
  const list: Purchasable[] = [];
  for (const chainId of evmChainIds(networks)) {
    const network = networks[chainId];
    if (network === undefined) continue;
    const native = network.nativeCurrency ?? DEFAULT_NATIVE;
    const name = slug(network.name);
    const usdc = network.tokens?.find((token) => token.symbol === "USDC");
    if (usdc !== undefined) {
      list.push({
        currencyId: CURRENCY_IDS.USDC ?? "USDC",
        symbol: "USDC",
        name: usdc.name,
        network: name,
        chainId,
        token: getAddress(usdc.address),
        decimals: usdc.decimals,
      });
    }
    list.push({
      currencyId: CURRENCY_IDS[native.symbol] ?? native.symbol,
      symbol: native.symbol,
      name: native.name,
      network: name,
      chainId,
      token: null,
      decimals: native.decimals,
    });
  }
  return list;
}

/** Behaviour §3 purchase currencies: each asset once, with the networks it is delivered on. */
export function purchaseCurrencies(list: readonly Purchasable[]): OnrampPurchaseCurrency[] {
  const byId = new Map<string, OnrampPurchaseCurrency>();
  for (const item of list) {
    const currency = byId.get(item.currencyId) ?? {
      id: item.currencyId,
      name: item.name,
      symbol: item.symbol,
      networks: [],
    };
    currency.networks.push({
      name: item.network,
      display_name: displayName(item.network),
      chain_id: item.chainId.split(":")[1] ?? "",
      contract_address: item.token ?? "",
    });
    byId.set(item.currencyId, currency);
  }
  return [...byId.values()];
}

function displayName(network: string): string {
  return network
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
}

/** Behaviour §3 payment currencies with behaviour §9's limits. */
export function paymentCurrencies(): OnrampPaymentCurrency[] {
  return PAYMENT_CURRENCIES.map((id) => ({
    id,
    payment_method_limits: PAYMENT_METHOD_LIMITS.map((limit) => ({ ...limit })),
  }));
}

/** The purchasable a request names: currency by id or symbol, network by name. */
export function findPurchasable(
  list: readonly Purchasable[],
  currency: string,
  network: string,
): { item?: Purchasable; currencyKnown: boolean } {
  const wanted = currency.trim().toLowerCase();
  const matches = list.filter(
    (item) => item.currencyId === wanted || item.symbol.toLowerCase() === wanted,
  );
  return {
    item: matches.find((item) => item.network === network.trim().toLowerCase()),
    currencyKnown: matches.length > 0,
  };
}
