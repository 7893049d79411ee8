import {
  isPrefixedEvmAddress,
  type SponsorshipPolicy,
  type SponsorshipPolicyPatch,
} from "@foyer/protocol";
import { formatEther, parseEther } from "viem";

/** A sponsorship policy as the form holds it while the operator edits: amounts in ETH. */
export interface SponsorshipDraft {
  enabled: boolean;
  networks: string[];
  /** True: calls to any contract are paid for; false: only to `targets`. */
  allTargets: boolean;
  /** One contract address a line. */
  targets: string;
  /** Native units (ETH), as typed. */
  perUserDaily: string;
  perUserOperations: string;
  globalDaily: string;
}

export function sponsorshipDraftOf(policy: SponsorshipPolicy): SponsorshipDraft {
  return {
    enabled: policy.enabled,
    networks: [...policy.networks],
    allTargets: policy.targets === "all",
    targets: policy.targets === "all" ? "" : policy.targets.join("\n"),
    perUserDaily: formatEther(BigInt(policy.perUserDailyWei)),
    perUserOperations: String(policy.perUserDailyOperations),
    globalDaily: formatEther(BigInt(policy.globalDailyWei)),
  };
}

const AMOUNT = /^(?:0|[1-9][0-9]{0,59})(?:\.[0-9]{1,18})?$/;

/** The addresses of the targets' text: one a line, blanks ignored. */
export function targetLines(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((line) => line.trim())
    .filter((line) => line !== "");
}

function amountProblem(text: string, what: string): string | undefined {
  return AMOUNT.test(text.trim())
    ? undefined
    : `${what} must be an amount in ETH such as 0.05 (at most 18 decimals)`;
}

/** Problems by field, as the operator types; none: the draft can be saved. */
export function sponsorshipProblems(draft: SponsorshipDraft): Record<string, string> {
  const problems: Record<string, string> = {};
  const perUser = amountProblem(draft.perUserDaily, "The per-user daily limit");
  if (perUser !== undefined) problems.perUserDaily = perUser;
  const global = amountProblem(draft.globalDaily, "The daily cap");
  if (global !== undefined) problems.globalDaily = global;
  const operations = draft.perUserOperations.trim();
  if (!/^(?:0|[1-9][0-9]{0,6})$/.test(operations) || Number(operations) > 1_000_000) {
    problems.perUserOperations = "Operations a day must be a whole number from 0 to 1000000";
  }
  if (!draft.allTargets) {
    const lines = targetLines(draft.targets);
    const bad = lines.find((line) => !isPrefixedEvmAddress(line));
    if (bad !== undefined) {
      problems.targets = `"${bad.slice(0, 64)}" is not a contract address (0x and 40 hex digits)`;
    } else if (lines.length === 0) {
      problems.targets = "List at least one contract, or choose all contracts";
    }
  }
  return problems;
}

/** What to send to change `policy` into the draft: the changed fields only; undefined: none. */
export function sponsorshipPatch(
  policy: SponsorshipPolicy,
  draft: SponsorshipDraft,
): SponsorshipPolicyPatch | undefined {
  const next: SponsorshipPolicy = {
    enabled: draft.enabled,
    networks: draft.networks,
    targets: draft.allTargets ? "all" : targetLines(draft.targets).map((t) => t.toLowerCase()),
    perUserDailyWei: parseEther(draft.perUserDaily.trim()).toString(),
    perUserDailyOperations: Number(draft.perUserOperations.trim()),
    globalDailyWei: parseEther(draft.globalDaily.trim()).toString(),
  };
  const patch: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof SponsorshipPolicy)[]) {
    const before = JSON.stringify(policy[key]);
    if (JSON.stringify(next[key]) !== before) patch[key] = next[key];
  }
  return Object.keys(patch).length === 0 ? undefined : (patch as SponsorshipPolicyPatch);
}

/** Today's spend as a share of a cap, 0 to 1 (a cap of 0 is full). */
export function shareOf(spentWei: string, capWei: string): number {
  const cap = BigInt(capWei);
  if (cap === 0n) return 1;
  const spent = BigInt(spentWei);
  if (spent >= cap) return 1;
  return Number((spent * 10_000n) / cap) / 10_000;
}
