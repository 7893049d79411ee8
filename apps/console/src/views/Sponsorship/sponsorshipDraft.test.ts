import { SPONSORSHIP_OFF, type SponsorshipPolicy } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import {
  shareOf,
  sponsorshipDraftOf,
  sponsorshipPatch,
  sponsorshipProblems,
} from "./sponsorshipDraft.js";

const POLICY: SponsorshipPolicy = {
  enabled: true,
  networks: ["eip155:31337"],
  targets: "all",
  perUserDailyWei: "500000000000000000",
  perUserDailyOperations: 50,
  globalDailyWei: "100000000000000000000",
};

describe("the sponsorship form", () => {
  it("shows amounts in ETH", () => {
    expect(sponsorshipDraftOf(POLICY)).toEqual({
      enabled: true,
      networks: ["eip155:31337"],
      allTargets: true,
      targets: "",
      perUserDaily: "0.5",
      perUserOperations: "50",
      globalDaily: "100",
    });
  });

  it("sends only what changed, in wei", () => {
    const draft = sponsorshipDraftOf(POLICY);
    expect(sponsorshipPatch(POLICY, draft)).toBeUndefined();
    expect(sponsorshipPatch(POLICY, { ...draft, enabled: false })).toEqual({ enabled: false });
    expect(sponsorshipPatch(POLICY, { ...draft, perUserDaily: "0.05 " })).toEqual({
      perUserDailyWei: "50000000000000000",
    });
    expect(
      sponsorshipPatch(POLICY, {
        ...draft,
        allTargets: false,
        targets:
          "0x000000000000000000000000000000000000dEaD\n\n0x1111111111111111111111111111111111111111",
      }),
    ).toEqual({
      targets: [
        "0x000000000000000000000000000000000000dead",
        "0x1111111111111111111111111111111111111111",
      ],
    });
    expect(
      sponsorshipPatch(SPONSORSHIP_OFF, { ...sponsorshipDraftOf(SPONSORSHIP_OFF), enabled: true }),
    ).toEqual({
      enabled: true,
    });
  });

  it.each([
    [{ perUserDaily: "1e18" }, "perUserDaily", /must be an amount in ETH/],
    [{ perUserDaily: "0.0000000000000000001" }, "perUserDaily", /at most 18 decimals/],
    [{ globalDaily: "-1" }, "globalDaily", /daily cap must be an amount/],
    [{ perUserOperations: "2.5" }, "perUserOperations", /whole number/],
    [{ perUserOperations: "2000000" }, "perUserOperations", /whole number/],
    [{ allTargets: false, targets: "" }, "targets", /at least one contract/],
    [{ allTargets: false, targets: "0x12" }, "targets", /"0x12" is not a contract address/],
  ])("refuses %j", (change, field, message) => {
    const problems = sponsorshipProblems({ ...sponsorshipDraftOf(POLICY), ...change });
    expect(Object.keys(problems)).toEqual([field]);
    expect(problems[field]).toMatch(message);
  });

  it.each([
    ["0", "100", 0],
    ["25", "100", 0.25],
    ["150", "100", 1],
    ["0", "0", 1],
  ])("spent %s of %s is %d", (spent, cap, share) => {
    expect(shareOf(spent, cap)).toBe(share);
  });
});
