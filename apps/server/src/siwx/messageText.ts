import type { SiwxMessageData } from "./messageData.js";

/**
 * The account word of the first line per namespace: EIP-4361 fixes
 * "Ethereum"; the CAIP-122 Solana and Bitcoin profiles use these names.
 */
const ACCOUNT_KIND: Readonly<Record<string, string>> = {
  eip155: "Ethereum",
  solana: "Solana",
  bip122: "Bitcoin",
};

export function splitChainId(chainId: string): { namespace: string; reference: string } {
  const at = chainId.indexOf(":");
  return { namespace: chainId.slice(0, at), reference: chainId.slice(at + 1) };
}

/**
 * The text a wallet signs (EIP-4361 ABNF, generalised by CAIP-122): header,
 * address, blank line, optional statement and blank line, then the tagged
 * lines in their fixed order. Mirrors the client's `formatSiwxMessage`, so
 * a session's text must equal this rebuilt from its own parsed fields.
 */
export function formatMessage(data: SiwxMessageData): string {
  const { namespace, reference } = splitChainId(data.chainId);
  const kind = ACCOUNT_KIND[namespace] ?? namespace;
  const lines = [
    `${data.domain} wants you to sign in with your ${kind} account:`,
    data.accountAddress,
    "",
  ];
  if (data.statement !== undefined) lines.push(data.statement);
  lines.push(
    "",
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  );
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`);
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`);
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`);
  if (data.resources !== undefined && data.resources.length > 0) {
    lines.push("Resources:", ...data.resources.map((resource) => `- ${resource}`));
  }
  return lines.join("\n");
}

const HEADER = /^(\S+) wants you to sign in with your (\S+) account:$/;

/**
 * Reads a message text back into its fields without looking at the body's
 * `data`: this is what the server trusts. Undefined when the text does not
 * follow the layout above (unknown account word, missing or reordered tags).
 */
export function parseMessage(text: string): SiwxMessageData | undefined {
  const lines = text.split("\n");
  const header = HEADER.exec(lines[0] ?? "");
  if (header === null) return undefined;
  const [, domain = "", kind = ""] = header;
  const namespace = Object.keys(ACCOUNT_KIND).find((key) => ACCOUNT_KIND[key] === kind);
  const accountAddress = lines[1];
  if (namespace === undefined || !accountAddress || lines[2] !== "") return undefined;

  let at = 3;
  let statement: string | undefined;
  if (lines[at] !== "") {
    statement = lines[at];
    at += 1;
    if (lines[at] !== "") return undefined;
  }
  at += 1;

  // Each tag is taken only at its place in the order, so a text with a
  // repeated or reordered tag fails here instead of being half-read.
  const take = (tag: string, optional: boolean): string | undefined | null => {
    const line = lines[at];
    const prefix = `${tag}: `;
    if (line?.startsWith(prefix)) {
      at += 1;
      return line.slice(prefix.length);
    }
    return optional ? undefined : null;
  };
  const uri = take("URI", false);
  const version = take("Version", false);
  const reference = take("Chain ID", false);
  const nonce = take("Nonce", false);
  const issuedAt = take("Issued At", false);
  if (!uri || !version || !reference || !nonce || !issuedAt) return undefined;
  const expirationTime = take("Expiration Time", true);
  const notBefore = take("Not Before", true);
  const requestId = take("Request ID", true);
  let resources: string[] | undefined;
  if (lines[at] === "Resources:") {
    at += 1;
    resources = [];
    while (lines[at]?.startsWith("- ")) {
      resources.push(String(lines[at]).slice(2));
      at += 1;
    }
  }
  if (at !== lines.length) return undefined;

  const data: SiwxMessageData = {
    accountAddress,
    chainId: `${namespace}:${reference}`,
    domain,
    uri,
    version,
    nonce,
    issuedAt,
  };
  if (statement !== undefined) data.statement = statement;
  if (typeof expirationTime === "string") data.expirationTime = expirationTime;
  if (typeof notBefore === "string") data.notBefore = notBefore;
  if (typeof requestId === "string") data.requestId = requestId;
  if (resources !== undefined) data.resources = resources;
  return data;
}
