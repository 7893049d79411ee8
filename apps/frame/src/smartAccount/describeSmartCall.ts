import type { GrantPlan } from "@foyer/smart-account";
import { type Address, formatEther, formatUnits } from "viem";
import { type FrameMessages, frameEn } from "../i18n/frameEn.js";
import type { CallSummary } from "../rpc/describeCall.js";
import type { WalletCall } from "./walletCalls.js";

/** What the approval shows about the account itself: a first user operation also deploys it. */
function accountRows(account: Address, deployed: boolean, m: FrameMessages): CallSummary["rows"] {
  return [
    { label: m.from, value: m.smartAccount(account) },
    ...(deployed ? [] : [{ label: m.account, value: m.notDeployed }]),
  ];
}

export function callRows(calls: readonly WalletCall[], m: FrameMessages): CallSummary["rows"] {
  return calls.flatMap((call, index) => {
    const prefix = calls.length === 1 ? "" : m.callPrefix(index + 1);
    return [
      { label: `${prefix}${m.to}`, value: call.to },
      { label: `${prefix}${m.value}`, value: `${formatEther(call.value)} ETH` },
      { label: `${prefix}${m.data}`, value: call.data === "0x" ? m.none : call.data },
    ];
  });
}

/**
 * Who signs, when a passkey is involved: the passkey itself (its prompt follows Approve), or the
 * wallet's key, whose user operation also makes the passkey a signer of the account.
 */
function signerRows(
  signer: { by: "key" | "passkey"; addPasskey?: unknown } | undefined,
  m: FrameMessages,
): CallSummary["rows"] {
  if (signer?.by === "passkey") return [{ label: m.signedBy, value: m.signedByPasskey }];
  if (signer?.addPasskey) return [{ label: m.passkeyRow, value: m.addsPasskeySigner }];
  return [];
}

export function describeSendCalls(
  calls: readonly WalletCall[],
  account: Address,
  deployed: boolean,
  m: FrameMessages = frameEn,
  signer?: { by: "key" | "passkey"; addPasskey?: unknown },
): CallSummary {
  return {
    title: calls.length === 1 ? m.titles.sendTransaction : m.titles.sendCalls(calls.length),
    rows: [...accountRows(account, deployed, m), ...signerRows(signer, m), ...callRows(calls, m)],
  };
}

/** The plain account's batch: its calls go out as separate transactions, in order. */
export function describeCallsOneByOne(
  calls: readonly WalletCall[],
  account: Address,
  m: FrameMessages = frameEn,
): CallSummary {
  return {
    title: calls.length === 1 ? m.titles.sendTransaction : m.titles.sendCallsOneByOne(calls.length),
    rows: [{ label: m.from, value: account }, ...callRows(calls, m)],
  };
}

/** What is signed (`content`: the message's or typed data's rows), by the smart account. */
export function describeSign(
  kind: "message" | "typedData",
  content: CallSummary["rows"],
  account: Address,
  deployed: boolean,
  m: FrameMessages = frameEn,
  by: "key" | "passkey" = "key",
  warnings: string[] = [],
): CallSummary {
  return {
    title: kind === "message" ? m.titles.signMessage : m.titles.signTypedData,
    ...(warnings.length > 0 ? { warnings } : {}),
    rows: [
      ...content,
      {
        label: m.account,
        value: deployed ? m.smartAccount(account) : m.smartAccountNotDeployed(account),
      },
      ...signerRows({ by }, m),
    ],
  };
}

export interface TokenInfo {
  symbol: string;
  decimals: number;
}

function allowanceText(plan: GrantPlan, token: TokenInfo | undefined, m: FrameMessages): string {
  const { scope } = plan;
  switch (scope.type) {
    case "erc20-token-transfer": {
      const amount = token ? formatUnits(scope.allowance, token.decimals) : String(scope.allowance);
      const symbol = token?.symbol ?? scope.ticker ?? m.tokensFallback;
      return m.transferUpTo(amount, symbol, scope.token);
    }
    case "native-token-transfer":
      return m.sendUpTo(formatEther(scope.allowance));
    case "contract-call":
      return m.callOn(scope.functions.join(", "), scope.targets.join(", "));
  }
}

export function describeGrant(
  plan: GrantPlan,
  account: Address,
  deployed: boolean,
  token: TokenInfo | undefined,
  m: FrameMessages = frameEn,
): CallSummary {
  return {
    title: m.titles.grantPermissions,
    rows: [
      { label: m.sessionKey, value: plan.session },
      { label: m.allows, value: allowanceText(plan, token, m) },
      { label: m.until, value: m.dateTime(plan.expiry * 1000) },
      { label: m.enforcedBy, value: m.enforcedByChain },
      ...(plan.gasBudget > 0n
        ? [
            {
              label: m.networkFees,
              value: m.gasUpTo(formatEther(plan.gasBudget)),
            },
          ]
        : []),
      ...accountRows(account, deployed, m),
    ],
  };
}

export function describeRevoke(
  permission: string,
  session: Address,
  account: Address,
  m: FrameMessages = frameEn,
): CallSummary {
  return {
    title: m.titles.revokePermissions,
    rows: [
      { label: m.permission, value: permission },
      { label: m.sessionKey, value: session },
      { label: m.takesEffect, value: m.takesEffectOnChain },
      { label: m.from, value: m.smartAccount(account) },
    ],
  };
}
