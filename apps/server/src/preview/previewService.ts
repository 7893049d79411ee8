import {
  type BalanceChange,
  type DecodedCall,
  PREVIEW_ERROR_CODES,
  type PreviewCall,
  type Simulation,
} from "@foyer/protocol";
import { type Address, erc20Abi, getAddress } from "viem";
import { DEFAULT_NATIVE } from "../blockchain/balances.js";
import type { BlockchainServices } from "../blockchain/services.js";
import { type NetChange, netChanges } from "./assetTransfers.js";
import { type DecodeContext, decodeCall } from "./decodeCalls.js";
import { simulateCalls } from "./simulateCalls.js";

/** A refusal of the preview route beyond a malformed field: a 400 with its code. */
export class PreviewRefusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "PreviewRefusal";
  }
}

export interface Preview {
  calls: DecodedCall[];
  simulation: Simulation;
}

/** Decodes and simulates calls on the configured EVM networks. */
export function createPreviewService(services: BlockchainServices) {
  const { networks, clients, metadata } = services;

  function contextFor(chainId: string): DecodeContext {
    const network = networks[chainId];
    const client = clients.get(chainId);
    if (network === undefined || client === undefined) {
      throw new PreviewRefusal(
        PREVIEW_ERROR_CODES.unsupportedChain,
        `${chainId.slice(0, 64)} is not an EVM network this server serves`,
      );
    }
    const dex = network.dex;
    const native = network.nativeCurrency ?? DEFAULT_NATIVE;
    return {
      token: async (address) => {
        const token = await metadata.get(chainId, address);
        return token && { symbol: token.symbol, decimals: token.decimals };
      },
      collection: async (address) => (await metadata.collection(chainId, address))?.name,
      balanceOf: async (token, owner) => {
        try {
          return await client.readContract({
            address: token,
            abi: erc20Abi,
            functionName: "balanceOf",
            args: [owner],
          });
        } catch {
          return undefined;
        }
      },
      native: { symbol: native.symbol, decimals: native.decimals },
      ...(dex?.router ? { router: getAddress(dex.router) } : {}),
      ...(dex?.wrappedNative ? { wrappedNative: getAddress(dex.wrappedNative) } : {}),
    };
  }

  async function describeChange(change: NetChange, context: DecodeContext): Promise<BalanceChange> {
    const amount = change.amount.toString();
    const { asset } = change;
    switch (asset.kind) {
      case "native":
        return {
          kind: "native",
          symbol: context.native.symbol,
          decimals: context.native.decimals,
          amount,
        };
      case "erc20": {
        // A Transfer-shaped log from a contract that answers no ERC-20 metadata: base units.
        const facts = (await context.token(asset.token)) ?? { symbol: asset.token, decimals: 0 };
        return { kind: "erc20", token: asset.token, ...facts, amount };
      }
      default:
        return {
          kind: asset.kind,
          token: asset.token,
          collection: (await context.collection(asset.token)) ?? asset.token,
          tokenId: asset.tokenId.toString(),
          amount,
        };
    }
  }

  return {
    async preview(chainId: string, from: Address, calls: readonly PreviewCall[]): Promise<Preview> {
      const context = contextFor(chainId);
      const client = clients.get(chainId);
      if (client === undefined) throw new Error("unreachable: contextFor checked the client");
      const account = getAddress(from);
      const [decoded, raw] = await Promise.all([
        Promise.all(calls.map((call) => decodeCall(call, account, context))),
        simulateCalls(client, account, calls),
      ]);
      if (raw.status !== "success") return { calls: decoded, simulation: raw };
      const changes = await Promise.all(
        netChanges(raw.transfers, account).map((change) => describeChange(change, context)),
      );
      return { calls: decoded, simulation: { status: "success", changes, method: raw.method } };
    },
  };
}
