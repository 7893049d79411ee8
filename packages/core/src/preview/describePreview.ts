import {
  type BalanceChange,
  type DecodedCall,
  isPrefixedEvmAddress,
  type Simulation,
} from "@foyer/protocol";
import { formatUnits } from "../format/formatUnits.js";

/** What the server's preview answers (`POST /v1/transactions/preview`). */
export interface PreviewAnswer {
  calls: DecodedCall[];
  simulation: Simulation;
}

/**
 * The words a preview is told in: each decoded call, the warnings and a failing call of a
 * batch. The frame's and the modal's catalogues both carry them, in every shipped locale.
 */
export interface PreviewMessages {
  failedCall(index: number, reason: string): string;
  doesNativeTransfer(amount: string, symbol: string, to: string): string;
  doesTokenTransfer(amount: string, symbol: string, to: string): string;
  doesApprove(spender: string, amount: string, symbol: string): string;
  doesApproveUnlimited(spender: string, symbol: string): string;
  doesSwap(sell: string, sellSymbol: string, buy: string, buySymbol: string): string;
  doesNftTransfer(collection: string, tokenId: string, to: string): string;
  doesOperatorApproval(operator: string, collection: string): string;
  doesOperatorRevoke(operator: string, collection: string): string;
  doesWrap(amount: string, symbol: string): string;
  doesUnwrap(amount: string, symbol: string): string;
  doesUnknown(to: string, selector: string): string;
  warnUnlimitedApproval(symbol: string, spender: string): string;
  warnApprovalAboveBalance(symbol: string, spender: string): string;
}

/** One balance line: what comes in or goes out. */
export interface ChangeLine {
  direction: "in" | "out";
  text: string;
}

/** The preview as an approval shows it: plain text only. */
export interface PreviewView {
  /** `changes` lists them; the others say why there are none to list. */
  status: "changes" | "none" | "fails" | "unavailable";
  changes: ChangeLine[];
  /** Why it fails or could not be simulated, when known. */
  detail?: string;
  /** Each call in words, in order. */
  calls: string[];
  /** What the person must read before Approve. */
  warnings: string[];
}

/** A short address for prose: the full one is in the rows below. */
export function shortAddress(address: string): string {
  return isPrefixedEvmAddress(address) ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

function changeText(change: BalanceChange): ChangeLine {
  const negative = change.amount.startsWith("-");
  const magnitude = BigInt(negative ? change.amount.slice(1) : change.amount);
  const sign = negative ? "−" : "+";
  const direction = negative ? "out" : "in";
  if (change.kind === "native" || change.kind === "erc20") {
    return {
      direction,
      text: `${sign}${formatUnits(magnitude, change.decimals)} ${change.symbol}`,
    };
  }
  const count = magnitude === 1n ? "" : `${magnitude} × `;
  return {
    direction,
    text: `${sign}${count}${shortAddress(change.collection)} #${change.tokenId}`,
  };
}

function callText(call: DecodedCall, m: PreviewMessages): string {
  switch (call.kind) {
    case "nativeTransfer":
      return m.doesNativeTransfer(
        formatUnits(BigInt(call.amount), call.decimals),
        call.symbol,
        shortAddress(call.to),
      );
    case "tokenTransfer":
      return m.doesTokenTransfer(
        formatUnits(BigInt(call.amount), call.decimals),
        call.symbol,
        shortAddress(call.to),
      );
    case "tokenApproval":
      return call.risk === "unlimited"
        ? m.doesApproveUnlimited(shortAddress(call.spender), call.symbol)
        : m.doesApprove(
            shortAddress(call.spender),
            formatUnits(BigInt(call.amount), call.decimals),
            call.symbol,
          );
    case "swap":
      return m.doesSwap(
        formatUnits(BigInt(call.sell.amount), call.sell.decimals),
        call.sell.symbol,
        formatUnits(BigInt(call.buyAtLeast.amount), call.buyAtLeast.decimals),
        call.buyAtLeast.symbol,
      );
    case "nftTransfer":
      return m.doesNftTransfer(shortAddress(call.collection), call.tokenId, shortAddress(call.to));
    case "operatorApproval":
      return call.approved
        ? m.doesOperatorApproval(shortAddress(call.operator), shortAddress(call.collection))
        : m.doesOperatorRevoke(shortAddress(call.operator), shortAddress(call.collection));
    case "wrap":
      return m.doesWrap(formatUnits(BigInt(call.amount), call.decimals), call.symbol);
    case "unwrap":
      return m.doesUnwrap(formatUnits(BigInt(call.amount), call.decimals), call.symbol);
    case "unknown":
      return m.doesUnknown(shortAddress(call.to), call.selector);
  }
}

function warningsOf(calls: readonly DecodedCall[], m: PreviewMessages): string[] {
  const warnings: string[] = [];
  for (const call of calls) {
    if (call.kind === "tokenApproval" && call.risk === "unlimited") {
      warnings.push(m.warnUnlimitedApproval(call.symbol, shortAddress(call.spender)));
    } else if (call.kind === "tokenApproval" && call.risk === "exceedsBalance") {
      warnings.push(m.warnApprovalAboveBalance(call.symbol, shortAddress(call.spender)));
    } else if (call.kind === "operatorApproval" && call.approved) {
      warnings.push(
        m.doesOperatorApproval(shortAddress(call.operator), shortAddress(call.collection)),
      );
    }
  }
  return warnings;
}

/**
 * The server's preview in an approval's words: balance lines (in, out), each call, and the
 * warnings the person must read (an unlimited approval, one above the balance, an operator
 * over a whole collection). A preview that never came (`undefined`) could not be simulated.
 */
export function describePreview(
  answer: PreviewAnswer | undefined,
  callCount: number,
  m: PreviewMessages,
): PreviewView {
  if (answer === undefined) return { status: "unavailable", changes: [], calls: [], warnings: [] };
  const calls = answer.calls.map((call) => callText(call, m));
  const warnings = warningsOf(answer.calls, m);
  const { simulation } = answer;
  switch (simulation.status) {
    case "success": {
      const changes = simulation.changes.map(changeText);
      return { status: changes.length > 0 ? "changes" : "none", changes, calls, warnings };
    }
    case "reverted": {
      const reason = simulation.reason;
      const detail =
        reason === undefined
          ? undefined
          : callCount > 1
            ? m.failedCall(simulation.callIndex + 1, reason)
            : reason;
      return { status: "fails", changes: [], calls, warnings, ...(detail ? { detail } : {}) };
    }
    case "unavailable":
      return { status: "unavailable", changes: [], calls, warnings, detail: simulation.reason };
  }
}
