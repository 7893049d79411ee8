import { type CaipNetworkId, SWAP_ERROR_CODES } from "@foyer/protocol";
import {
  type Address,
  BaseError,
  erc20Abi,
  isAddressEqual,
  maxUint256,
  type PublicClient,
} from "viem";
import type { ChainClients } from "../blockchain/chainClients.js";
import { UpstreamUnavailableError } from "../blockchain/poolTransport.js";
import type { TokenMetadataReader } from "../blockchain/tokenMetadata.js";
import type { NetworkConfig } from "../config.js";
import { createPoolReader } from "./poolReader.js";
import { bestRoute, minimumOutput, type SwapRoute } from "./routeFinder.js";
import { approveCall, type SwapCall, type SwapKind, swapCall } from "./swapCalldata.js";
import { SwapRefusal } from "./swapErrors.js";
import { type SwapAsset, type SwapNetwork, swapAssetOf, swapNetworkOf } from "./swapNetwork.js";

/** A priced swap: what goes in, the route and what comes out. */
export interface SwapPlan {
  network: SwapNetwork;
  from: SwapAsset;
  to: SwapAsset;
  kind: SwapKind;
  route: SwapRoute;
  amountIn: bigint;
  amountOut: bigint;
}

/** A built swap transaction and the plan it was built from. */
export interface BuiltSwap {
  plan: SwapPlan;
  call: SwapCall;
  amountOutMin: bigint;
  /** Gas units with headroom, when estimated. */
  gas?: bigint;
}

/**
 * Gas a swap of each shape typically uses on a V2 router, per behaviour §7's quote (the network
 * fee the form shows before anything is built; build-transaction estimates the real one).
 * On the devnet an ETH → token swap used 121,004 gas into an empty balance (the dearer case,
 * a fresh storage slot) and 104,160 into a held one; the others are in line with V2's figures.
 */
const TYPICAL_GAS: Record<SwapKind, bigint> = {
  wrap: 46_000n,
  unwrap: 36_000n,
  nativeIn: 125_000n,
  nativeOut: 120_000n,
  tokens: 115_000n,
};
/** Each hop past the first: another pool's swap and transfer. */
const GAS_PER_EXTRA_HOP = 65_000n;
/** Headroom over an estimate: state can change between estimating and mining. */
const GAS_HEADROOM_PERCENT = 120n;
/** How long a built swap stays valid on the router (its `deadline`). */
const DEADLINE_SECONDS = 20n * 60n;

export interface SwapService {
  network(chainId: string): SwapNetwork;
  plan(input: {
    chainId: CaipNetworkId;
    from: Address;
    to: Address;
    amount: bigint;
  }): Promise<SwapPlan>;
  typicalGas(plan: SwapPlan): bigint;
  build(input: {
    plan: SwapPlan;
    user: Address;
    slippagePercent: number;
    estimate: boolean;
  }): Promise<BuiltSwap>;
  approve(input: { chainId: CaipNetworkId; token: Address; amount?: bigint }): SwapCall;
  allowance(input: { chainId: CaipNetworkId; token: Address; owner: Address }): Promise<bigint>;
}

export function createSwapService(options: {
  networks: Readonly<Record<string, NetworkConfig>>;
  clients: ChainClients;
  metadata: TokenMetadataReader;
  /** The wall clock in Unix milliseconds: the floor of a swap's deadline. */
  now?: () => number;
}): SwapService {
  const { networks, clients, metadata } = options;
  const now = options.now ?? (() => Date.now());
  const poolReader = createPoolReader(clients);
  const network = (chainId: string) => swapNetworkOf(networks, metadata, chainId);
  const clientOf = (chainId: string) => {
    const client = clients.get(chainId);
    // swapNetworkOf only passes configured eip155 networks, which always have a client.
    if (client === undefined) throw new Error(`no chain client for ${chainId}`);
    return client;
  };

  async function plan(input: {
    chainId: CaipNetworkId;
    from: Address;
    to: Address;
    amount: bigint;
  }): Promise<SwapPlan> {
    const swapNetwork = network(input.chainId);
    const from = swapAssetOf(swapNetwork, input.from);
    const to = swapAssetOf(swapNetwork, input.to);
    if (isAddressEqual(from.address, to.address)) {
      throw new SwapRefusal(SWAP_ERROR_CODES.sameToken, "from and to are the same token");
    }
    const amountIn = input.amount;
    // ETH and WETH trade 1:1 through WETH itself, as a router's wrap does.
    if (isAddressEqual(from.poolToken, to.poolToken)) {
      const kind: SwapKind = from.kind === "native" ? "wrap" : "unwrap";
      const route = {
        path: [from.poolToken],
        amounts: [amountIn, amountIn],
        impactPpm: 0n,
        feePpm: 0n,
      };
      return { network: swapNetwork, from, to, kind, route, amountIn, amountOut: amountIn };
    }
    const tokens = [
      swapNetwork.wrapped,
      ...swapNetwork.tokens
        .map((token) => token.address)
        .filter((a) => !isAddressEqual(a, swapNetwork.wrapped)),
    ];
    const pools = await poolReader.pools(input.chainId, swapNetwork.factory, tokens);
    const route = bestRoute(pools, from.poolToken, to.poolToken, amountIn, tokens);
    if (route === undefined) {
      throw new SwapRefusal(
        SWAP_ERROR_CODES.noRoute,
        `No pool with liquidity trades ${from.symbol} for ${to.symbol} on ${input.chainId}`,
      );
    }
    const amountOut = route.amounts[route.amounts.length - 1] ?? 0n;
    if (amountOut === 0n) {
      throw new SwapRefusal(
        SWAP_ERROR_CODES.amountTooSmall,
        `${amountIn} of ${from.symbol}'s smallest unit buys no ${to.symbol}`,
      );
    }
    const kind: SwapKind =
      from.kind === "native" ? "nativeIn" : to.kind === "native" ? "nativeOut" : "tokens";
    return { network: swapNetwork, from, to, kind, route, amountIn, amountOut };
  }

  function typicalGas(swap: SwapPlan): bigint {
    const extraHops = BigInt(Math.max(0, swap.route.path.length - 2));
    return TYPICAL_GAS[swap.kind] + extraHops * GAS_PER_EXTRA_HOP;
  }

  /** Refuses a swap the user can't pay for, or that the router may not yet take from them. */
  async function checkFunds(swap: SwapPlan, user: Address): Promise<void> {
    const client = clientOf(swap.network.chainId);
    const { from, amountIn } = swap;
    const needsAllowance = from.kind === "erc20" && swap.kind !== "unwrap";
    const [balance, allowance] = await Promise.all([
      from.kind === "native"
        ? client.getBalance({ address: user })
        : client.readContract({
            address: from.address,
            abi: erc20Abi,
            functionName: "balanceOf",
            args: [user],
          }),
      needsAllowance
        ? client.readContract({
            address: from.address,
            abi: erc20Abi,
            functionName: "allowance",
            args: [user, swap.network.router],
          })
        : Promise.resolve(maxUint256),
    ]);
    if (balance < amountIn) {
      throw new SwapRefusal(
        SWAP_ERROR_CODES.insufficientBalance,
        `Insufficient ${from.symbol} balance: ${user} holds ${balance}, the swap needs ${amountIn} (smallest units)`,
      );
    }
    if (allowance < amountIn) {
      throw new SwapRefusal(
        SWAP_ERROR_CODES.insufficientAllowance,
        `The router may spend ${allowance} of ${user}'s ${from.symbol}, the swap needs ${amountIn}: approve it first`,
      );
    }
  }

  return {
    network,
    plan,
    typicalGas,

    async build({ plan: swap, user, slippagePercent, estimate }) {
      const client = clientOf(swap.network.chainId);
      const amountOutMin =
        swap.kind === "wrap" || swap.kind === "unwrap"
          ? swap.amountOut
          : minimumOutput(swap.amountOut, slippagePercent);
      const chainTime = await chainNow(client, now());
      const call = swapCall({
        kind: swap.kind,
        router: swap.network.router,
        wrapped: swap.network.wrapped,
        path: swap.route.path as Address[],
        amountIn: swap.amountIn,
        amountOutMin,
        recipient: user,
        deadline: chainTime + DEADLINE_SECONDS,
      });
      if (!estimate) return { plan: swap, call, amountOutMin };
      await checkFunds(swap, user);
      let estimated: bigint;
      try {
        estimated = await client.estimateGas({
          account: user,
          to: call.to,
          data: call.data,
          value: call.value,
        });
      } catch (error) {
        if (isUpstreamDown(error)) throw error;
        throw new SwapRefusal(
          SWAP_ERROR_CODES.wouldRevert,
          `The swap would revert: ${revertReason(error)}`,
        );
      }
      return { plan: swap, call, amountOutMin, gas: (estimated * GAS_HEADROOM_PERCENT) / 100n };
    },

    approve({ chainId, token, amount }) {
      const swapNetwork = network(chainId);
      const asset = swapAssetOf(swapNetwork, token);
      if (asset.kind === "native") {
        throw new SwapRefusal(
          SWAP_ERROR_CODES.unknownToken,
          `${asset.symbol} is the native coin: it needs no approval`,
        );
      }
      return approveCall(asset.address, swapNetwork.router, amount ?? maxUint256);
    },

    async allowance({ chainId, token, owner }) {
      const swapNetwork = network(chainId);
      const asset = swapAssetOf(swapNetwork, token);
      // The native coin is sent with the call: nothing to approve.
      if (asset.kind === "native") return maxUint256;
      return clientOf(chainId).readContract({
        address: asset.address,
        abi: erc20Abi,
        functionName: "allowance",
        args: [owner, swapNetwork.router],
      });
    },
  };
}

/**
 * The time the next block will carry, in Unix seconds: the latest of the pending block's
 * timestamp (where the node has one), the latest block's and the wall clock. A chain that was
 * idle for a while (a devnet loaded from a saved state) has an old latest block, and one whose
 * clock was moved ahead runs in front of ours; a deadline from either alone would be past.
 */
async function chainNow(client: PublicClient, wallMs: number): Promise<bigint> {
  const [latest, pending] = await Promise.all([
    client.getBlock({ blockTag: "latest" }),
    client.getBlock({ blockTag: "pending" }).catch(() => undefined),
  ]);
  const wall = BigInt(Math.floor(wallMs / 1000));
  return [latest.timestamp, pending?.timestamp ?? 0n, wall].reduce((a, b) => (a > b ? a : b));
}

/**
 * Whether a failed estimate is the chain's upstream not answering (a 502), rather than the
 * node answering that the call can't run (a revert, or too little ETH for the gas: a 400).
 */
function isUpstreamDown(error: unknown): boolean {
  if (!(error instanceof BaseError)) return true;
  return error.walk((cause) => cause instanceof UpstreamUnavailableError) !== null;
}

/** The revert's short reason for the refusal message, without viem's request dump. */
function revertReason(error: unknown): string {
  if (!(error instanceof BaseError)) return "execution reverted";
  return error.shortMessage.split("\n")[0]?.slice(0, 200) ?? "execution reverted";
}
