import type { SponsorshipPolicy, SponsorshipRefusalCode } from "@foyer/protocol";
import type { OperationCall } from "@foyer/smart-account";

/** What the paymaster knows of an operation when it decides. */
export interface SponsorshipFacts {
  /** CAIP-2 id of the network. */
  chainId: string;
  /** The calls it makes; undefined when its call data could not be read. */
  calls: readonly OperationCall[] | undefined;
  /** The most it can cost in wei; undefined for stub data, asked before gas is estimated. */
  maxCostWei: bigint | undefined;
}

/** What the project and this user have been paid for so far today (UTC). */
export interface SponsorshipUsage {
  userOperations: number;
  userWei: bigint;
  projectWei: bigint;
}

export type SponsorshipVerdict = { ok: true } | { ok: false; code: SponsorshipRefusalCode };

const refuse = (code: SponsorshipRefusalCode): SponsorshipVerdict => ({ ok: false, code });

/**
 * Whether a project's policy pays for an operation, checked in this order: the policy is on, the
 * network is sponsored, every call goes to a sponsored contract (an operation whose calls can't be
 * read passes only a policy for all contracts), and the day's limits — the user's operations, the
 * user's spend and the project's spend, each with this operation's most it can cost counted in.
 */
export function sponsorshipVerdict(
  policy: SponsorshipPolicy,
  facts: SponsorshipFacts,
  usage: SponsorshipUsage,
): SponsorshipVerdict {
  if (!policy.enabled) return refuse("SPONSORSHIP_OFF");
  if (!policy.networks.includes(facts.chainId)) return refuse("NETWORK_NOT_SPONSORED");
  if (policy.targets !== "all") {
    const allowed = new Set(policy.targets.map((target) => target.toLowerCase()));
    const calls = facts.calls;
    if (calls === undefined || calls.some((call) => !allowed.has(call.target.toLowerCase()))) {
      return refuse("TARGET_NOT_SPONSORED");
    }
  }
  if (usage.userOperations + 1 > policy.perUserDailyOperations) {
    return refuse("USER_DAILY_OPERATIONS");
  }
  const cost = facts.maxCostWei ?? 0n;
  if (usage.userWei + cost > BigInt(policy.perUserDailyWei)) return refuse("USER_DAILY_LIMIT");
  if (usage.projectWei + cost > BigInt(policy.globalDailyWei)) return refuse("PROJECT_DAILY_LIMIT");
  return { ok: true };
}
