import { type Hex, numberToHex, type PublicClient, toEventSelector } from "viem";
import type { NewChainTransferRow } from "../../db/schema.js";
import type { BlockRef } from "./transferStore.js";

/** `Transfer(address,address,uint256)`: the same topic for ERC-20 (value in data) and ERC-721 (id indexed). */
export const TRANSFER_TOPIC = toEventSelector("Transfer(address,address,uint256)");

/** The chain moved under us while a range was being read; the next tick re-checks. */
export class ReorgDuringRead extends Error {
  override name = "ReorgDuringRead";
}

export interface RangeRead {
  rows: NewChainTransferRow[];
  /** Hash of the first block's parent, to compare with the cursor. */
  parentHash: string;
  last: BlockRef;
}

/**
 * Everything the indexer stores for blocks `from..to`: native value
 * transfers of successful top-level transactions, and ERC-20 / ERC-721
 * `Transfer` logs. Blocks must chain by parent hash and every log must
 * belong to a fetched block, else the read straddled a reorg and is refused.
 */
export async function readRange(
  client: PublicClient,
  chainId: string,
  from: number,
  to: number,
): Promise<RangeRead> {
  const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
  const [blocks, logs] = await Promise.all([
    Promise.all(
      numbers.map((number) =>
        client.getBlock({ blockNumber: BigInt(number), includeTransactions: true }),
      ),
    ),
    client.request({
      method: "eth_getLogs",
      params: [
        { fromBlock: numberToHex(from), toBlock: numberToHex(to), topics: [TRANSFER_TOPIC] },
      ],
    }),
  ]);
  for (let index = 1; index < blocks.length; index += 1) {
    if (blocks[index]?.parentHash !== blocks[index - 1]?.hash) {
      throw new ReorgDuringRead(`blocks ${from}..${to} do not chain`);
    }
  }
  const first = blocks[0];
  const lastBlock = blocks.at(-1);
  if (first === undefined || lastBlock === undefined || lastBlock.hash === null) {
    throw new ReorgDuringRead(`blocks ${from}..${to} are incomplete`);
  }

  const byNumber = new Map(blocks.map((block) => [Number(block.number), block]));
  const txByHash = new Map(
    blocks.flatMap((block) => block.transactions.map((tx) => [tx.hash.toLowerCase(), tx] as const)),
  );
  const rows: NewChainTransferRow[] = [];

  // Native value only moves if the transaction succeeded; receipts say so.
  const valueTxs = blocks.flatMap((block) =>
    block.transactions.filter((tx) => tx.value > 0n).map((tx) => ({ block, tx })),
  );
  const receipts = await Promise.all(
    valueTxs.map(({ tx }) => client.getTransactionReceipt({ hash: tx.hash })),
  );
  valueTxs.forEach(({ block, tx }, index) => {
    const receipt = receipts[index];
    if (receipt === undefined || receipt.status !== "success" || block.hash === null) return;
    const to = tx.to ?? receipt.contractAddress;
    if (to === null || to === undefined) return;
    rows.push({
      chainId,
      blockNumber: Number(block.number),
      blockHash: block.hash,
      blockTime: new Date(Number(block.timestamp) * 1000),
      txHash: tx.hash,
      txIndex: tx.transactionIndex ?? 0,
      logIndex: -1,
      kind: "native",
      token: null,
      fromAddress: tx.from.toLowerCase(),
      toAddress: to.toLowerCase(),
      amount: tx.value.toString(),
      tokenId: null,
      txFrom: tx.from.toLowerCase(),
      txTo: tx.to?.toLowerCase() ?? null,
    });
  });

  for (const log of logs) {
    if (log.removed) continue;
    const blockNumber = Number(BigInt(log.blockNumber ?? "0x0"));
    const block = byNumber.get(blockNumber);
    if (block === undefined || block.hash !== log.blockHash) {
      throw new ReorgDuringRead(`log of block ${blockNumber} is from another fork`);
    }
    const topics = log.topics;
    // ERC-20: 3 topics + 32-byte value; ERC-721: 4 topics. Anything else isn't a standard Transfer.
    const isNft = topics.length === 4;
    if (!isNft && (topics.length !== 3 || log.data.length !== 66)) continue;
    const tx = txByHash.get((log.transactionHash ?? "").toLowerCase());
    if (tx === undefined || log.transactionHash === null || block.hash === null) continue;
    rows.push({
      chainId,
      blockNumber,
      blockHash: block.hash,
      blockTime: new Date(Number(block.timestamp) * 1000),
      txHash: log.transactionHash,
      txIndex: tx.transactionIndex ?? 0,
      logIndex: Number(BigInt(log.logIndex ?? "0x0")),
      kind: isNft ? "erc721" : "erc20",
      token: log.address.toLowerCase(),
      fromAddress: topicAddress(topics[1]),
      toAddress: topicAddress(topics[2]),
      amount: isNft ? "1" : BigInt(log.data).toString(),
      tokenId: isNft ? BigInt(topics[3] ?? "0x0").toString() : null,
      txFrom: tx.from.toLowerCase(),
      txTo: tx.to?.toLowerCase() ?? null,
    });
  }
  return {
    rows,
    parentHash: first.parentHash,
    last: { number: Number(lastBlock.number), hash: lastBlock.hash },
  };
}

/** An indexed address topic: the last 20 of its 32 bytes. */
function topicAddress(topic: Hex | undefined): string {
  return `0x${(topic ?? "0x").slice(-40)}`.toLowerCase();
}
