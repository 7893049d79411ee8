import { type Address, getAddress, type Hex, hexToBigInt, isAddressEqual, slice } from "viem";

/**
 * Where `eth_simulateV1` with `traceTransfers` reports native value moving: a log of an
 * ERC-20 Transfer shape from this pseudo-address.
 */
export const NATIVE_TRANSFER_LOG_ADDRESS = "0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee";

/** keccak256("Transfer(address,address,uint256)"): ERC-20 (3 topics) and ERC-721 (4 topics). */
const TRANSFER = "0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef";
/** keccak256("TransferSingle(address,address,address,uint256,uint256)"). */
const TRANSFER_SINGLE = "0xc3d58168c5ae7397731d063d5bbf3d657854427343f4c083240f7aacaa2d0f62";
/** keccak256("TransferBatch(address,address,address,uint256[],uint256[])"). */
const TRANSFER_BATCH = "0x4a39dc06d4c0dbc64b70af90fd698a233a518aa5d07e595d983b8c0553c074fb";

export interface RawLog {
  address: string;
  topics: readonly string[];
  data: string;
}

export type AssetRef =
  | { kind: "native" }
  | { kind: "erc20"; token: Address }
  | { kind: "erc721" | "erc1155"; token: Address; tokenId: bigint };

/** One movement of one asset between two addresses. */
export interface AssetTransfer {
  asset: AssetRef;
  from: Address;
  to: Address;
  amount: bigint;
}

const topicAddress = (topic: string): Address => getAddress(slice(topic as Hex, 12));

/** 32-byte words of ABI data; a malformed payload reads as none. */
function words(data: string): bigint[] {
  const hex = data.startsWith("0x") ? data.slice(2) : data;
  if (hex.length % 64 !== 0 || !/^[0-9a-fA-F]*$/.test(hex)) return [];
  const out: bigint[] = [];
  for (let at = 0; at < hex.length; at += 64) out.push(BigInt(`0x${hex.slice(at, at + 64)}`));
  return out;
}

/** An ERC-1155 TransferBatch's two dynamic arrays (ids, values), or nothing when malformed. */
function batchArrays(data: string): [bigint[], bigint[]] | undefined {
  const w = words(data);
  const array = (offset: bigint | undefined): bigint[] | undefined => {
    if (offset === undefined || offset % 32n !== 0n) return undefined;
    const at = Number(offset / 32n);
    const length = w[at];
    if (length === undefined || length > BigInt(w.length)) return undefined;
    const items = w.slice(at + 1, at + 1 + Number(length));
    return items.length === Number(length) ? items : undefined;
  };
  const ids = array(w[0]);
  const values = array(w[1]);
  if (ids === undefined || values === undefined || ids.length !== values.length) return undefined;
  return [ids, values];
}

/**
 * The asset movements a call's logs record, in order: native value (the simulator's
 * pseudo-logs), ERC-20 and ERC-721 `Transfer`, ERC-1155 `TransferSingle` / `TransferBatch`.
 * Anything else — and a log whose shape does not fit its event — is not a movement.
 */
export function transfersFromLogs(logs: readonly RawLog[]): AssetTransfer[] {
  const out: AssetTransfer[] = [];
  for (const log of logs) {
    const [topic0, a, b, c] = log.topics;
    const topic = topic0?.toLowerCase();
    if (topic === TRANSFER && a !== undefined && b !== undefined) {
      const native = isAddressEqual(log.address as Address, NATIVE_TRANSFER_LOG_ADDRESS);
      if (log.topics.length === 3) {
        const [amount] = words(log.data);
        if (amount === undefined) continue;
        out.push({
          asset: native ? { kind: "native" } : { kind: "erc20", token: getAddress(log.address) },
          from: topicAddress(a),
          to: topicAddress(b),
          amount,
        });
      } else if (log.topics.length === 4 && c !== undefined && !native) {
        out.push({
          asset: { kind: "erc721", token: getAddress(log.address), tokenId: hexToBigInt(c as Hex) },
          from: topicAddress(a),
          to: topicAddress(b),
          amount: 1n,
        });
      }
    } else if (topic === TRANSFER_SINGLE && b !== undefined && c !== undefined) {
      const [id, amount] = words(log.data);
      if (id === undefined || amount === undefined) continue;
      out.push({
        asset: { kind: "erc1155", token: getAddress(log.address), tokenId: id },
        from: topicAddress(b),
        to: topicAddress(c),
        amount,
      });
    } else if (topic === TRANSFER_BATCH && b !== undefined && c !== undefined) {
      const arrays = batchArrays(log.data);
      if (arrays === undefined) continue;
      const [ids, values] = arrays;
      ids.forEach((id, index) => {
        out.push({
          asset: { kind: "erc1155", token: getAddress(log.address), tokenId: id },
          from: topicAddress(b),
          to: topicAddress(c),
          amount: values[index] ?? 0n,
        });
      });
    }
  }
  return out;
}

export interface NetChange {
  asset: AssetRef;
  /** Positive: the account gains it; negative: it leaves the account. */
  amount: bigint;
}

function assetKey(asset: AssetRef): string {
  if (asset.kind === "native") return "native";
  if (asset.kind === "erc20") return `erc20:${asset.token.toLowerCase()}`;
  return `${asset.kind}:${asset.token.toLowerCase()}:${asset.tokenId}`;
}

/**
 * The account's net change per asset over all the movements, in the order each asset first
 * moved; an asset that comes back to where it was (out then in) is left out, and so is a
 * movement from the account to itself.
 */
export function netChanges(transfers: readonly AssetTransfer[], account: Address): NetChange[] {
  const totals = new Map<string, NetChange>();
  for (const transfer of transfers) {
    const from = isAddressEqual(transfer.from, account);
    const to = isAddressEqual(transfer.to, account);
    if (from === to) continue;
    const key = assetKey(transfer.asset);
    const entry = totals.get(key) ?? { asset: transfer.asset, amount: 0n };
    entry.amount += to ? transfer.amount : -transfer.amount;
    totals.set(key, entry);
  }
  return [...totals.values()].filter((change) => change.amount !== 0n);
}
