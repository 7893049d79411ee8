import { isRecord } from "@foyer/protocol";
import { type Address, parseAbi } from "viem";
import type { ChainClients } from "./chainClients.js";

const erc721MetadataAbi = parseAbi(["function tokenURI(uint256 tokenId) view returns (string)"]);

/** What the history shows of one NFT. */
export interface NftMetadata {
  name?: string;
  /** A `data:image/…` URI; remote images are never fetched (see below). */
  image?: string;
}

export interface NftMetadataReader {
  get(chainId: string, contract: Address, tokenId: bigint): Promise<NftMetadata>;
}

/** Largest token URI (and so inline image) accepted, so one NFT can't bloat every history page. */
const MAX_URI_LENGTH = 64 * 1024;
const MAX_ENTRIES = 10_000;

/**
 * Name and image of an NFT from its on-chain `tokenURI`, when that is a
 * `data:application/json` document (as the devnet's collection is). Remote
 * metadata (`https://`, `ipfs://`) is not fetched: the server would be
 * calling any URL a token contract names. Results are kept for the process,
 * since minted metadata rarely changes.
 */
export function createNftMetadataReader(clients: ChainClients): NftMetadataReader {
  const known = new Map<string, Promise<NftMetadata>>();

  async function read(chainId: string, contract: Address, tokenId: bigint): Promise<NftMetadata> {
    const client = clients.get(chainId);
    if (client === undefined) return {};
    let uri: string;
    try {
      uri = await client.readContract({
        address: contract,
        abi: erc721MetadataAbi,
        functionName: "tokenURI",
        args: [tokenId],
      });
    } catch {
      return {};
    }
    return parseDataUri(uri);
  }

  return {
    get(chainId, contract, tokenId) {
      const key = `${chainId}|${contract.toLowerCase()}|${tokenId}`;
      const cached = known.get(key);
      if (cached !== undefined) return cached;
      const pending = read(chainId, contract, tokenId);
      if (known.size >= MAX_ENTRIES) {
        const oldest = known.keys().next();
        if (!oldest.done) known.delete(oldest.value);
      }
      known.set(key, pending);
      return pending;
    },
  };
}

/** `data:application/json[;base64],…` → name and a `data:image/…` image; anything else → {}. */
export function parseDataUri(uri: string): NftMetadata {
  if (uri.length > MAX_URI_LENGTH) return {};
  const match = /^data:application\/json(;base64)?(?:;[^,]*)?,(.*)$/s.exec(uri);
  if (match === null) return {};
  let document: unknown;
  try {
    const body = match[2] ?? "";
    document = JSON.parse(
      match[1] ? Buffer.from(body, "base64").toString("utf8") : decodeURIComponent(body),
    );
  } catch {
    return {};
  }
  if (!isRecord(document)) return {};
  const metadata: NftMetadata = {};
  if (typeof document.name === "string") metadata.name = document.name.slice(0, 200);
  if (typeof document.image === "string" && document.image.startsWith("data:image/")) {
    metadata.image = document.image;
  }
  return metadata;
}
