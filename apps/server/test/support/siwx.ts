import { createHash } from "node:crypto";
import {
  type CaipNetworkId,
  formatSiwxMessage as formatMessage,
  type SiwxMessageData,
} from "@foyer/protocol";
import { ed25519 } from "@noble/curves/ed25519";
import { secp256k1 } from "@noble/curves/secp256k1";
import { base58, createBase58check } from "@scure/base";
import { Address as BitcoinAddress, Signer as BitcoinSigner } from "bip322-js";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";

export const SOLANA_MAINNET = "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp";
export const BITCOIN_MAINNET = "bip122:000000000019d6689c085ae165831e93";

/** Something that can sign a sign-in message text for one address. */
export interface TestSigner {
  address: string;
  sign(message: string): Promise<string>;
}

/** A fresh EOA (EIP-191 personal_sign). */
export function evmSigner(): TestSigner & { privateKey: `0x${string}` } {
  const privateKey = generatePrivateKey();
  const account = privateKeyToAccount(privateKey);
  return {
    privateKey,
    address: account.address,
    sign: (message) => account.signMessage({ message }),
  };
}

/** A fresh Solana keypair; signatures base58 like wallet adapters send them. */
export function solanaSigner(): TestSigner {
  const secret = ed25519.utils.randomPrivateKey();
  return {
    address: base58.encode(ed25519.getPublicKey(secret)),
    sign: async (message) => base58.encode(ed25519.sign(new TextEncoder().encode(message), secret)),
  };
}

const sha256 = (data: Uint8Array) => new Uint8Array(createHash("sha256").update(data).digest());
const wif = createBase58check(sha256);

/** A fresh Bitcoin key with its P2WPKH (bc1q…) address; BIP-322 simple signatures. */
export function bitcoinSigner(network: "mainnet" | "testnet" = "mainnet"): TestSigner {
  const secret = secp256k1.utils.randomPrivateKey();
  const publicKey = Buffer.from(secp256k1.getPublicKey(secret, true));
  const address = BitcoinAddress.convertPubKeyIntoAddress(publicKey, "p2wpkh")[network];
  const version = network === "mainnet" ? 0x80 : 0xef;
  const key = wif.encode(Uint8Array.from([version, ...secret, 0x01]));
  return { address, sign: async (message) => BitcoinSigner.sign(key, address, message) };
}

/** Message fields for `address` on `chainId`, valid now, with overrides. */
export function messageData(
  chainId: CaipNetworkId,
  address: string,
  nonce: string,
  overrides: Partial<SiwxMessageData> = {},
): SiwxMessageData {
  const now = Date.now();
  return {
    accountAddress: address,
    chainId,
    domain: "dapp.example",
    uri: "https://dapp.example/",
    version: "1",
    nonce,
    issuedAt: new Date(now).toISOString(),
    expirationTime: new Date(now + 60 * 60 * 1000).toISOString(),
    statement: "Sign in to the test dApp.",
    ...overrides,
  };
}

export { formatMessage };

/**
 * Signs `signer` in to `projectId` as a dApp at `origin` does: a nonce, the signed message
 * (its domain the origin's host), then the session; answers the session's response.
 */
export async function siwxSignIn(
  app: FastifyInstance,
  projectId: string,
  signer: TestSigner,
  origin: string,
  chainId: CaipNetworkId = "eip155:31337",
): Promise<LightMyRequestResponse> {
  const nonceResponse = await app.inject({
    method: "POST",
    url: `/auth/v1/siwx/nonce?projectId=${projectId}`,
    headers: { origin },
  });
  const nonce = nonceResponse.json().nonce as string;
  const data = messageData(chainId, signer.address, nonce, { domain: new URL(origin).host });
  const message = formatMessage(data);
  return app.inject({
    method: "POST",
    url: `/auth/v1/siwx/sessions?projectId=${projectId}`,
    headers: { origin },
    payload: { message, signature: await signer.sign(message), data },
  });
}
