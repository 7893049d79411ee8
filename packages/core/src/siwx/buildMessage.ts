import { formatSiwxMessage, isPrefixedEvmAddress, splitChainId } from "@foyer/protocol";
import { toChecksumAddress } from "../address/evmAddress.js";
import type { SiwxMessage, SiwxMessageData, SiwxMessageInput } from "./types.js";
import { assertValidSiwxMessage } from "./validateMessage.js";

/** The message parts a SIWX implementation decides (the flow supplies account and chain). */
export interface SiwxMessageFields {
  domain: string;
  uri: string;
  nonce: string;
  /** Milliseconds since the epoch; becomes Issued At. */
  issuedAtMs: number;
  /** How long the signature stays valid; no Expiration Time line without it. */
  expiresInMs?: number;
  notBefore?: string;
  statement?: string;
  requestId?: string;
  resources?: readonly string[];
}

/**
 * Assembles, validates and serialises a sign-in message. EVM addresses are
 * written EIP-55 checksummed because EIP-4361 requires it and wallets often
 * hand out lowercase addresses.
 */
export function buildSiwxMessage(input: SiwxMessageInput, fields: SiwxMessageFields): SiwxMessage {
  const evm = splitChainId(input.chainId).namespace === "eip155";
  const data: SiwxMessageData = {
    accountAddress: evm ? checksummedOrAsIs(input.accountAddress) : input.accountAddress,
    chainId: input.chainId,
    domain: fields.domain,
    uri: fields.uri,
    version: "1",
    nonce: fields.nonce,
    issuedAt: new Date(fields.issuedAtMs).toISOString(),
    ...(fields.expiresInMs === undefined
      ? {}
      : { expirationTime: new Date(fields.issuedAtMs + fields.expiresInMs).toISOString() }),
    ...(fields.notBefore === undefined ? {} : { notBefore: fields.notBefore }),
    ...(fields.statement === undefined ? {} : { statement: fields.statement }),
    ...(fields.requestId === undefined ? {} : { requestId: fields.requestId }),
    ...(fields.resources === undefined ? {} : { resources: [...fields.resources] }),
  };
  assertValidSiwxMessage(data);
  return { ...data, serializedMessage: formatSiwxMessage(data) };
}

/** Leaves a non-address alone so validation reports it as 'Address is invalid'. */
function checksummedOrAsIs(address: string): string {
  return isPrefixedEvmAddress(address) ? toChecksumAddress(address) : address;
}

/** The fields of a message, without its text (what a session's `data` holds). */
export function messageData(message: SiwxMessage): SiwxMessageData {
  const { serializedMessage: _text, ...data } = message;
  return data;
}
