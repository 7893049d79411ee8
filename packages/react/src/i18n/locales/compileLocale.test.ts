import { loadApprovalTexts, loadApprovalTextsJson } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { en } from "../en.js";
import { socialEn } from "../socialEn.js";
import { compileLocale, type LocaleJson } from "./compileLocale.js";
import { loadTranslation } from "./loadLocaleMessages.js";

/** German's JSON with a few texts made plain to read, so a case says what it checks. */
async function germanWith(wallet: Partial<LocaleJson["wallet"]>) {
  const { default: json } = await import("./de.json");
  return compileLocale(
    "de",
    { ...json, wallet: { ...json.wallet, ...wallet } },
    await loadApprovalTextsJson("de"),
  );
}

describe("compileLocale: the texts with logic, one code path for every language", () => {
  it.each([
    ["a transfer with an amount", ["5", "USDC"], "Bis zu 5 USDC übertragen"],
    ["a transfer with no amount", [undefined, "USDC"], "USDC übertragen"],
  ] as const)("%s", async (_, [amount, symbol], shown) => {
    const de = await germanWith({});
    expect(de.wallet.permissionTransfer(amount, symbol)).toBe(shown);
  });

  it.each([
    ["one contract", ["0xa"], ", ", "0xa aufrufen"],
    ["two, with the language's separator", ["0xa", "0xb"], " / ", "0xa / 0xb aufrufen"],
  ] as const)("calls: %s", async (_, targets, listSeparator, shown) => {
    const de = await germanWith({ listSeparator });
    expect(de.wallet.permissionCalls(targets)).toBe(shown);
  });

  it.each([
    ["an operation the table names", "send", "Gesendet"],
    ["one it doesn't: capitalised as it came", "bridge", "Bridge"],
  ])("activity: %s", async (_, word, shown) => {
    const de = await germanWith({});
    expect(de.wallet.operation(word)).toBe(shown);
  });

  it("takes the approval texts, the alerts and the shared names from their one place", async () => {
    const de = await germanWith({});
    const approval = await loadApprovalTexts("de");
    expect(de.approvalTitles).toEqual(approval.titles);
    expect(de.preview.balanceChanges).toBe(approval.preview.balanceChanges);
    expect(de.preview.doesWrap("1", "ETH")).toBe(approval.preview.doesWrap("1", "ETH"));
    expect(de.namespaceName("eip155")).toBe(en.namespaceName("eip155"));
    expect(de.social.socialProviderNames).toBe(socialEn.socialProviderNames);
    expect(de.alerts.IFRAME_REQUEST_TIMEOUT.title).toBe(de.coreTexts.alertEmbeddedWalletTimedOut);
  });

  it("Arabic joins a list with its own comma", async () => {
    const ar = await loadTranslation("ar");
    expect(ar.wallet.permissionCalls(["0xa", "0xb"])).toBe("استدعاء 0xa، 0xb");
  });
});
