import { largestTimeUnit } from "@foyer/core/internal";
import type { SiwxMessageData } from "@foyer/protocol";
import type { FrameMessages } from "../i18n/frameEn.js";

type Row = { label: string; value: string };

/**
 * A moment as a person reads it beside "now": the largest unit it fills at least once
 * ("in 7 days", "3 hours ago"), in the locale's words, then the moment itself.
 */
export function relativeMoment(ms: number, now: number, m: FrameMessages): string {
  const { value, unit } = largestTimeUnit(ms - now);
  return `${m.relativeTime(value, unit)} (${m.dateTime(ms)})`;
}

function momentRow(label: string, iso: string | undefined, now: number, m: FrameMessages): Row[] {
  if (iso === undefined) return [];
  const ms = Date.parse(iso);
  return [{ label, value: Number.isNaN(ms) ? iso : relativeMoment(ms, now, m) }];
}

/** An EIP-4361 / CAIP-122 sign-in message, field by field, its moments relative to now. */
export function siwxRows(data: SiwxMessageData, now: number, m: FrameMessages): Row[] {
  return [
    { label: m.signInTo, value: data.domain },
    { label: m.account, value: data.accountAddress },
    ...(data.statement ? [{ label: m.statement, value: data.statement }] : []),
    { label: m.uri, value: data.uri },
    { label: m.chain, value: data.chainId },
    ...momentRow(m.issued, data.issuedAt, now, m),
    ...momentRow(m.expires, data.expirationTime, now, m),
    ...momentRow(m.notBefore, data.notBefore, now, m),
  ];
}

interface TypedData {
  domain: Record<string, unknown>;
  types: Record<string, readonly { name: string; type: string }[]>;
  primaryType: string;
  message: Record<string, unknown>;
}

function valueText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "bigint" || typeof value === "boolean") {
    return String(value);
  }
  return JSON.stringify(value) ?? String(value);
}

/**
 * A struct's fields in the order its type declares them, nested structs and arrays spelled out
 * with dotted and indexed labels (`to.wallet`, `items[0].amount`); a field the types don't
 * describe falls back to its JSON.
 */
function fieldRows(
  types: TypedData["types"],
  type: string,
  value: unknown,
  label: string,
  depth: number,
): Row[] {
  const array = /^(.*)\[\d*\]$/.exec(type);
  if (array?.[1] !== undefined && Array.isArray(value) && depth < 8) {
    const inner = array[1];
    return value.flatMap((item, index) =>
      fieldRows(types, inner, item, `${label}[${index}]`, depth + 1),
    );
  }
  const fields = types[type];
  if (fields !== undefined && typeof value === "object" && value !== null && depth < 8) {
    const record = value as Record<string, unknown>;
    return fields.flatMap((field) =>
      fieldRows(
        types,
        field.type,
        record[field.name],
        label ? `${label}.${field.name}` : field.name,
        depth + 1,
      ),
    );
  }
  return [{ label, value: valueText(value) }];
}

/** The domain's chain id as a number, whichever way it was written (number, decimal, hex). */
export function domainChain(chainId: unknown): number | undefined {
  if (typeof chainId === "number" && Number.isSafeInteger(chainId)) return chainId;
  if (typeof chainId === "string" && /^(0x[0-9a-fA-F]+|\d+)$/.test(chainId)) return Number(chainId);
  if (typeof chainId === "bigint") return Number(chainId);
  return undefined;
}

/**
 * Typed data as a person checks it: the domain (name and version, chain, contract), the type,
 * then each field of the message by its declared name. A domain for another chain than the
 * one the wallet is on is a warning to read before Approve.
 */
export function typedDataRows(
  data: TypedData,
  currentChain: number | undefined,
  m: FrameMessages,
): { rows: Row[]; warnings: string[] } {
  const { domain } = data;
  const rows: Row[] = [];
  const name = [domain.name, domain.version].filter((part) => typeof part === "string").join(" · ");
  if (name) rows.push({ label: m.domain, value: name });
  const chain = domainChain(domain.chainId);
  if (domain.chainId !== undefined) rows.push({ label: m.chain, value: valueText(domain.chainId) });
  if (typeof domain.verifyingContract === "string") {
    rows.push({ label: m.contract, value: domain.verifyingContract });
  }
  rows.push({ label: m.type, value: data.primaryType });
  rows.push(...fieldRows(data.types, data.primaryType, data.message, "", 0));
  const warnings =
    chain !== undefined && currentChain !== undefined && chain !== currentChain
      ? [m.chainMismatch(String(chain), String(currentChain))]
      : [];
  return { rows, warnings };
}
