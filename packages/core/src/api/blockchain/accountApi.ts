import {
  balanceRoute,
  historyRoute,
  IdentitySchema,
  identityRoute,
  nftsRoute,
  readInput,
  TokenBalanceItemSchema,
  TransactionSchema,
} from "@foyer/protocol";
import { ApiError } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import { sendRoute } from "../http/callRoute.js";
import { listField, stringField } from "../http/readResponse.js";
import { validItems } from "../http/validItems.js";
import type { BlockchainContext } from "./blockchainContext.js";
import { namespaceOf } from "./blockchainContext.js";
import type { Identity, NftPage, TokenBalanceItem, TransactionPage } from "./blockchainTypes.js";
import { readNftItems } from "./nftItems.js";

/** Behaviour §9: balances are served for eip155 and solana; Foyer's server adds Bitcoin (bip122). */
export const BALANCE_NAMESPACES: readonly string[] = ["eip155", "solana", "bip122"];
/**
 * Activity is served for every namespace balances are (behaviour §9): eip155 from the
 * server's indexer, Solana from the network's node, Bitcoin from its Esplora.
 */
export const ACTIVITY_NAMESPACES: readonly string[] = ["eip155", "solana", "bip122"];
/** NFTs read the eip155 transfer index. */
export const NFT_NAMESPACES: readonly string[] = ["eip155"];

/** Arguments of `AccountApi.getTransactions`. */
export interface TransactionsRequest {
  /** The account address (plain, not CAIP-10). */
  account: string;
  /** Active network; history is kept to it (behaviour §5). */
  caipNetworkId: string;
  cursor?: string;
  /** Onramp provider filter; 'coinbase' bypasses caches (behaviour §7). */
  onramp?: string;
}

/** Arguments of `AccountApi.getBalance`. */
export interface BalanceRequest {
  address: string;
  caipNetworkId: string;
  /** Skip the portfolio cache and ask the server to refresh. */
  forceUpdate?: boolean;
}

/** Identity, history and balance calls for an account (behaviour §7). */
export interface AccountApi {
  /** `GET /v1/identity/{address}?sender=`; cached 5 min (behaviour §9). */
  getIdentity(request: { address: string; sender?: string }): Promise<Identity>;
  /** `GET /v1/account/{account}/history?cursor=&onramp=&chainId=`. */
  getTransactions(request: TransactionsRequest): Promise<TransactionPage>;
  /** `GET /v1/account/{address}/balance?currency=usd&chainId=&forceUpdate=`; cached 30 s. */
  getBalance(request: BalanceRequest): Promise<{ balances: TokenBalanceItem[] }>;
  /**
   * `GET /v1/account/{address}/nfts?chainId=&cursor=`: the ERC-721s held.
   * Foyer's own route (not in behaviour §7); eip155 only, since it reads the EVM
   * transfer index. Items of the wrong shape are dropped.
   */
  getNfts(request: { address: string; caipNetworkId: string; cursor?: string }): Promise<NftPage>;
}

function readIdentity(response: unknown): Identity {
  const read = readInput(IdentitySchema, response);
  return read.ok ? read.value : { name: null, avatar: null };
}

/** Account calls; networks the API does not serve, or namespaces outside §9's lists, answer empty without calling. */
export function createAccountApi(context: BlockchainContext): AccountApi {
  const { client, chains, caches } = context;
  return {
    async getIdentity({ address, sender }) {
      const key = address.toLowerCase();
      const cached = caches.identity.get(key);
      if (cached) return cached;
      const identity = readIdentity(
        await sendRoute(client, identityRoute, { params: { address }, query: { sender } }),
      );
      caches.identity.set(key, identity);
      return identity;
    },

    async getTransactions({ account, caipNetworkId, cursor, onramp }) {
      if (!account) {
        throw new ApiError(messages.transactionsNeedAddress, {
          code: "MISSING_ACCOUNT_ADDRESS",
          category: "API_ERROR",
        });
      }
      if (!ACTIVITY_NAMESPACES.includes(namespaceOf(caipNetworkId))) return { data: [] };
      if (!(await chains.isSupported(caipNetworkId))) return { data: [] };
      const response = await sendRoute(client, historyRoute, {
        params: { account },
        query: { cursor, onramp, chainId: caipNetworkId },
        ...(onramp === "coinbase" ? { cache: "no-cache" as const } : {}),
      });
      const data = validItems(TransactionSchema, listField(response, "data"));
      const next = stringField(response, "next");
      return next ? { data, next } : { data };
    },

    async getBalance({ address, caipNetworkId, forceUpdate }) {
      if (!BALANCE_NAMESPACES.includes(namespaceOf(caipNetworkId))) return { balances: [] };
      if (!(await chains.isSupported(caipNetworkId))) return { balances: [] };
      const key = `${caipNetworkId}:${address.toLowerCase()}`;
      const cached = forceUpdate ? undefined : caches.portfolio.get(key);
      if (cached) return cached;
      const response = await sendRoute(client, balanceRoute, {
        params: { address },
        query: { currency: "usd", chainId: caipNetworkId, forceUpdate: forceUpdate || undefined },
      });
      const result = {
        balances: validItems(TokenBalanceItemSchema, listField(response, "balances")),
      };
      caches.portfolio.set(key, result);
      return result;
    },

    async getNfts({ address, caipNetworkId, cursor }) {
      if (!NFT_NAMESPACES.includes(namespaceOf(caipNetworkId))) return { data: [] };
      if (!(await chains.isSupported(caipNetworkId))) return { data: [] };
      const response = await sendRoute(client, nftsRoute, {
        params: { address },
        query: { cursor, chainId: caipNetworkId },
      });
      const data = readNftItems(listField(response, "data"));
      const next = stringField(response, "next");
      return next ? { data, next } : { data };
    },
  };
}
