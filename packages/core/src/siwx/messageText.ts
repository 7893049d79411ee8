import type { SiwxMessageData } from "./types.js";

/**
 * The account word of the first line per namespace: EIP-4361 fixes
 * "Ethereum"; CAIP-122 leaves it to each namespace profile, and the Solana
 * and Bitcoin profiles use these names.
 */
const ACCOUNT_KIND: Readonly<Record<string, string>> = {
  eip155: "Ethereum",
  solana: "Solana",
  bip122: "Bitcoin",
};

/** Namespaces a sign-in message can be written for. */
export function isSiwxNamespace(namespace: string): boolean {
  return Object.hasOwn(ACCOUNT_KIND, namespace);
}

/** Splits `eip155:1` into its namespace and reference (the message shows only the reference). */
export function splitChainId(chainId: string): { namespace: string; reference: string } {
  const at = chainId.indexOf(":");
  return at < 0
    ? { namespace: chainId, reference: "" }
    : { namespace: chainId.slice(0, at), reference: chainId.slice(at + 1) };
}

/**
 * Writes the text the wallet signs, following the EIP-4361 ABNF (which
 * CAIP-122 generalises): header, address, a blank line, the optional
 * statement followed by a blank line, then the tagged lines in the fixed
 * order URI, Version, Chain ID, Nonce, Issued At, Expiration Time,
 * Not Before, Request ID, Resources. Without a statement the ABNF still
 * keeps both blank lines. No trailing newline. Fields are not validated
 * here (see `assertValidSiwxMessage`), so tests can pin the layout alone.
 */
export function formatSiwxMessage(data: SiwxMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId);
  const kind = ACCOUNT_KIND[namespace] ?? namespace;
  const head = [
    `${data.domain} wants you to sign in with your ${kind} account:`,
    data.accountAddress,
    "",
  ];
  const statement = data.statement === undefined ? [] : [data.statement];
  const tagged = [
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    ...optionalLine("Expiration Time", data.expirationTime),
    ...optionalLine("Not Before", data.notBefore),
    ...optionalLine("Request ID", data.requestId),
    ...(data.resources && data.resources.length > 0
      ? ["Resources:", ...data.resources.map((resource) => `- ${resource}`)]
      : []),
  ];
  return [...head, ...statement, "", ...tagged].join("\n");
}

function optionalLine(tag: string, value: string | undefined): string[] {
  return value === undefined ? [] : [`${tag}: ${value}`];
}
