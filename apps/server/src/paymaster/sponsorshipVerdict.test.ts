import type { SponsorshipPolicy } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import {
  type SponsorshipFacts,
  type SponsorshipUsage,
  sponsorshipVerdict,
} from "./sponsorshipVerdict.js";

const NFT = "0x3333333333333333333333333333333333333333";
const OTHER = "0x4444444444444444444444444444444444444444";

const policy: SponsorshipPolicy = {
  enabled: true,
  networks: ["eip155:31337"],
  targets: [NFT],
  perUserDailyWei: "1000",
  perUserDailyOperations: 3,
  globalDailyWei: "5000",
};
const facts: SponsorshipFacts = {
  chainId: "eip155:31337",
  calls: [{ target: NFT, value: 0n }],
  maxCostWei: 100n,
};
const usage: SponsorshipUsage = { userOperations: 0, userWei: 0n, projectWei: 0n };

describe("sponsorshipVerdict", () => {
  it.each<
    [
      string,
      Partial<SponsorshipPolicy>,
      Partial<SponsorshipFacts>,
      Partial<SponsorshipUsage>,
      string,
    ]
  >([
    ["pays within every limit", {}, {}, {}, "ok"],
    ["refuses when the policy is off", { enabled: false }, {}, {}, "SPONSORSHIP_OFF"],
    ["refuses another network", {}, { chainId: "eip155:31338" }, {}, "NETWORK_NOT_SPONSORED"],
    [
      "refuses a call to another contract",
      {},
      { calls: [{ target: OTHER, value: 0n }] },
      {},
      "TARGET_NOT_SPONSORED",
    ],
    [
      "refuses a batch with one call elsewhere",
      {},
      {
        calls: [
          { target: NFT, value: 0n },
          { target: OTHER, value: 0n },
        ],
      },
      {},
      "TARGET_NOT_SPONSORED",
    ],
    [
      "refuses unreadable calls under a target list",
      {},
      { calls: undefined },
      {},
      "TARGET_NOT_SPONSORED",
    ],
    ["pays unreadable calls under 'all'", { targets: "all" }, { calls: undefined }, {}, "ok"],
    ["pays a deployment alone (no call)", {}, { calls: [] }, {}, "ok"],
    [
      "matches targets in any case",
      { targets: [NFT.toUpperCase().replace("0X", "0x")] },
      {},
      {},
      "ok",
    ],
    [
      "refuses the user's fourth operation of the day",
      {},
      {},
      { userOperations: 3 },
      "USER_DAILY_OPERATIONS",
    ],
    ["pays the user's third", {}, {}, { userOperations: 2 }, "ok"],
    [
      "refuses past the user's daily spend",
      {},
      { maxCostWei: 101n },
      { userWei: 900n },
      "USER_DAILY_LIMIT",
    ],
    [
      "pays up to the user's daily spend exactly",
      {},
      { maxCostWei: 100n },
      { userWei: 900n },
      "ok",
    ],
    [
      "refuses past the project's daily spend",
      {},
      {},
      { projectWei: 4901n },
      "PROJECT_DAILY_LIMIT",
    ],
    ["checks stub data without a cost", {}, { maxCostWei: undefined }, { userWei: 1000n }, "ok"],
  ])("%s", (_, policyChange, factsChange, usageChange, expected) => {
    const verdict = sponsorshipVerdict(
      { ...policy, ...policyChange },
      { ...facts, ...factsChange },
      { ...usage, ...usageChange },
    );
    expect(verdict.ok ? "ok" : verdict.code).toBe(expected);
  });
});
