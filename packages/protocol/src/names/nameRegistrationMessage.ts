import { isPrefixedEvmAddress } from "../caip/evmAddress.js";
import { isHttpUrl } from "../http/urls.js";
import { parseRfc3339 } from "../siwx/siwxMessage.js";
import { TaggedLines } from "../siwx/taggedLines.js";

/** What a name registration message says; the wallet signs its text (EIP-191 personal_sign). */
export interface NameRegistrationMessage {
  /** The full name, lowercase: `alice.foyer.id`. */
  name: string;
  /** The zone the name is registered under: `foyer.id`. */
  zone: string;
  /** The EVM address the name resolves to, which signs the message. */
  address: string;
  /** The EVM chain id the address signs on (below 2^31, behaviour §5). */
  chainId: number;
  /** RFC 3339 date-time; the server refuses a message older than its lifetime. */
  issuedAt: string;
  /** 8 to 64 letters or digits chosen by the client; each is accepted once per address. */
  nonce: string;
  /** An image URL (http or https) shown for the name; optional. */
  avatar?: string;
}

const TITLE = "Register an account name";
const INTRO = "Sign this message to register the account name below for your address.";
const NONCE = /^[A-Za-z0-9]{8,64}$/;
const CHAIN_ID = /^[1-9][0-9]{0,15}$/;
/** Longest avatar URL a message may carry. */
export const NAME_AVATAR_MAX_LENGTH = 512;

/**
 * The message text, one fixed layout, so a wallet shows a person what they sign and the
 * server reads it back field for field:
 *
 * ```
 * Register an account name
 *
 * Sign this message to register the account name below for your address.
 *
 * Name: alice.foyer.id
 * Zone: foyer.id
 * Address: 0x…
 * Chain ID: 31337
 * Issued At: 2026-05-01T10:00:00.000Z
 * Nonce: 3fA9kLm2Qx7ZpW1c
 * Avatar: https://…        (only when set)
 * ```
 */
export function formatNameRegistrationMessage(message: NameRegistrationMessage): string {
  const lines = [
    TITLE,
    "",
    INTRO,
    "",
    `Name: ${message.name}`,
    `Zone: ${message.zone}`,
    `Address: ${message.address}`,
    `Chain ID: ${message.chainId}`,
    `Issued At: ${message.issuedAt}`,
    `Nonce: ${message.nonce}`,
  ];
  if (message.avatar !== undefined) lines.push(`Avatar: ${message.avatar}`);
  return lines.join("\n");
}

/**
 * Reads a registration message text back, or undefined when it is not one: the exact layout
 * of {@link formatNameRegistrationMessage} (re-formatting the fields gives the same text),
 * a lowercase name ending in `.` + zone, an EVM address, a decimal chain id, an RFC 3339
 * Issued At, an 8–64 character alphanumeric nonce, an http(s) avatar URL. Whether the name
 * keeps behaviour §5's rule and the chain id its bound is the caller's next check, so it can say so.
 */
export function parseNameRegistrationMessage(text: string): NameRegistrationMessage | undefined {
  const lines = text.split("\n");
  if (lines[0] !== TITLE || lines[1] !== "" || lines[2] !== INTRO || lines[3] !== "") {
    return undefined;
  }
  const tags = new TaggedLines(lines, 4);
  const name = tags.take("Name");
  const zone = tags.take("Zone");
  const address = tags.take("Address");
  const chainId = tags.take("Chain ID");
  const issuedAt = tags.take("Issued At");
  const nonce = tags.take("Nonce");
  const avatar = tags.take("Avatar");
  if (!tags.done) return undefined;
  if (
    name === undefined ||
    zone === undefined ||
    address === undefined ||
    chainId === undefined ||
    issuedAt === undefined ||
    nonce === undefined
  ) {
    return undefined;
  }
  if (name !== name.toLowerCase() || zone !== zone.toLowerCase() || zone === "") return undefined;
  if (!name.endsWith(`.${zone}`) || name.length === zone.length + 1) return undefined;
  if (!isPrefixedEvmAddress(address) || !CHAIN_ID.test(chainId) || !NONCE.test(nonce))
    return undefined;
  if (parseRfc3339(issuedAt) === undefined) return undefined;
  if (avatar !== undefined && !isAvatarUrl(avatar)) return undefined;
  const message: NameRegistrationMessage = {
    name,
    zone,
    address,
    chainId: Number(chainId),
    issuedAt,
    nonce,
  };
  if (avatar !== undefined) message.avatar = avatar;
  return message;
}

/** An http(s) URL of at most {@link NAME_AVATAR_MAX_LENGTH} characters. */
export function isAvatarUrl(value: string): boolean {
  if (value.length > NAME_AVATAR_MAX_LENGTH || /\s/.test(value)) return false;
  return isHttpUrl(value);
}
