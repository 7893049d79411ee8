import {
  accountNameProblem,
  evmCoinType,
  isNameRegistrationChainId,
  labelInZone,
  NAME_CHAIN_ID_LIMIT,
  type NameRegistrationMessage,
  nameRegisterRoute,
  parseNameRegistrationMessage,
  parseRfc3339,
  readInput,
} from "@foyer/protocol";
import { getAddress } from "viem";
import type { NetworkConfig } from "../config.js";
import { SignatureCheckUnavailable } from "../siwx/verifyErrors.js";
import type { SignatureVerifier } from "../siwx/verifySignature.js";
import { type NameRefusal, nameRefusal } from "./refusal.js";

/** How far Issued At may be ahead of our clock before the message counts as not yet valid. */
const CLOCK_SKEW_MS = 60 * 1000;

export interface RegistrationContext {
  zone: string;
  networks: Readonly<Record<string, NetworkConfig>>;
  verifier: SignatureVerifier;
  nowMs: number;
  /** How long after Issued At a message is accepted. */
  messageTtlMs: number;
  /** Whether the signer (lowercase) used this nonce in an accepted registration already. */
  isReplayed(addressKey: string, nonce: string): Promise<boolean>;
  /** Whether the full lowercase name is registered already (checked before the signature). */
  isTaken(name: string): Promise<boolean>;
}

/** A registration that passed every check but the write. */
export interface CheckedRegistration {
  message: NameRegistrationMessage;
  /** The EIP-55 form of the signer. */
  address: string;
  coinType: number;
  text: string;
  signature: string;
}

export type RegistrationCheck =
  | { ok: true; registration: CheckedRegistration }
  | { ok: false; refusal: NameRefusal };

/**
 * Everything `POST /v1/profile/account` checks before writing, in the order of
 * `NAME_ERROR_CODES`: shape, message text, address, name rule (behaviour §5), zone, chain id below
 * 2^31 (behaviour §5) and its ENSIP-11 coin type, chain served, freshness, not used before, name
 * free, signature. The last three are checked again by the write, which alone decides a race.
 * Only the fields read from the signed text are used past the address check.
 */
export async function checkRegistration(
  context: RegistrationContext,
  body: unknown,
): Promise<RegistrationCheck> {
  const refuse = (...args: Parameters<typeof nameRefusal>): RegistrationCheck => ({
    ok: false,
    refusal: nameRefusal(...args),
  });
  const input = readInput(nameRegisterRoute.body, body);
  if (!input.ok) {
    return refuse(input.field === "address" ? "INVALID_ADDRESS" : "INVALID_REQUEST", input.message);
  }
  const { coin_type: coinType, address, message: text, signature } = input.value;

  const message = parseNameRegistrationMessage(text);
  if (message === undefined) {
    return refuse(
      "MESSAGE_INVALID",
      "message is not a name registration message (see formatNameRegistrationMessage)",
    );
  }
  if (message.address.toLowerCase() !== address.toLowerCase()) {
    return refuse(
      "MESSAGE_MISMATCH",
      `The message registers for ${message.address}, not for the posted address ${address}`,
    );
  }
  const label = labelInZone(message.name, message.zone);
  const problem = label === undefined ? "characters" : accountNameProblem(label);
  if (label === undefined || problem !== undefined) {
    return refuse("INVALID_NAME", nameRuleMessage(message.name, problem));
  }
  if (message.zone !== context.zone) {
    return refuse(
      "ZONE_NOT_SERVED",
      `This server registers names under ${context.zone}, not ${message.zone.slice(0, 64)}`,
    );
  }
  if (!isNameRegistrationChainId(message.chainId)) {
    return refuse(
      "INVALID_CHAIN_ID",
      `Name registration chain id must be below 2^31 (${NAME_CHAIN_ID_LIMIT}); got ${message.chainId}`,
    );
  }
  const expectedCoinType = evmCoinType(message.chainId);
  if (coinType !== expectedCoinType) {
    return refuse(
      "COIN_TYPE_MISMATCH",
      `coin_type must be ${expectedCoinType}, the ENSIP-11 coin type of chain ${message.chainId} (got ${coinType})`,
    );
  }
  const caipChainId = `eip155:${message.chainId}`;
  if (!Object.hasOwn(context.networks, caipChainId)) {
    return refuse("UNSUPPORTED_CHAIN", `Chain ${caipChainId} is not served by this server`);
  }
  const issuedAtMs = parseRfc3339(message.issuedAt) ?? 0;
  if (issuedAtMs > context.nowMs + CLOCK_SKEW_MS) {
    return refuse(
      "MESSAGE_NOT_YET_VALID",
      `The message is issued in the future (${message.issuedAt})`,
    );
  }
  if (issuedAtMs + context.messageTtlMs <= context.nowMs) {
    return refuse(
      "MESSAGE_EXPIRED",
      `The message was issued at ${message.issuedAt}; sign a new one (messages last ${Math.round(context.messageTtlMs / 60_000)} min)`,
    );
  }
  if (await context.isReplayed(message.address.toLowerCase(), message.nonce)) {
    return refuse("MESSAGE_REPLAYED", REPLAYED);
  }
  if (await context.isTaken(message.name)) {
    return refuse("NAME_TAKEN", `${message.name} is already registered`);
  }

  let valid: boolean;
  try {
    valid = await context.verifier.verify(caipChainId, message.address, text, signature);
  } catch (error) {
    if (error instanceof SignatureCheckUnavailable) {
      return refuse(
        "UPSTREAM_UNAVAILABLE",
        `Could not verify the signature on ${caipChainId}: ${error.message}`,
      );
    }
    throw error;
  }
  if (!valid) {
    return refuse(
      "SIGNATURE_INVALID",
      `The signature is not by ${message.address} over this registration message`,
    );
  }
  return {
    ok: true,
    registration: {
      message,
      address: getAddress(message.address),
      coinType,
      text,
      signature,
    },
  };
}

export const REPLAYED = "This registration message was already used; sign a new one";

/** Behaviour §5's rule, said about the name that broke it. */
export function nameRuleMessage(name: string, problem: string | undefined): string {
  const shown = name.slice(0, 80);
  if (problem === "tooShort") return `${shown}: an account name has at least 4 characters`;
  if (problem === "tooLong") return `${shown}: an account name has at most 63 characters`;
  return `${shown}: an account name uses only letters, digits and hyphens`;
}
