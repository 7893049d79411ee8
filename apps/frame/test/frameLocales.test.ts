import { LOCALES, type Locale } from "@foyer/core";
import {
  type ApprovalTexts,
  loadApprovalTexts,
  missingKeys,
  placeholderMismatches,
} from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { frameEn } from "../src/i18n/frameEn.js";
import { createFrameLocale } from "../src/i18n/frameLocale.js";
import { loadFrameMessages } from "../src/i18n/loadFrameMessages.js";

const TRANSLATED = LOCALES.filter((locale): locale is Exclude<Locale, "en"> => locale !== "en");
/**
 * Not placeholders to compare: `dateTime` formats a real moment, and
 * `sendCalls`, `sendCallsOneByOne` and the wrong-code wait go through plural rules (Arabic spells "two calls" as one word).
 */
const NOT_PLACEHOLDERS = [
  "dateTime",
  "relativeTime",
  "titles.sendCalls",
  "titles.sendCallsOneByOne",
  "wrongCodeWait.second",
  "wrongCodeWait.minute",
  "wrongCodeWait.hour",
];

/** What a person must read exactly on the approval screen: the buttons and the titles. */
const APPROVAL_WORDS = {
  ar: ["موافقة", "رفض", "توقيع الرسالة"],
  de: ["Genehmigen", "Ablehnen", "Nachricht signieren"],
  es: ["Aprobar", "Rechazar", "Firmar mensaje"],
  fr: ["Approuver", "Refuser", "Signer le message"],
  ja: ["承認", "拒否", "メッセージに署名"],
  ko: ["승인", "거부", "메시지 서명"],
  pt: ["Aprovar", "Rejeitar", "Assinar mensagem"],
  tr: ["Onayla", "Reddet", "Mesajı imzala"],
  zh: ["批准", "拒绝", "签署消息"],
} as const;

/** Sample arguments for a text with placeholders. */
const SAMPLE = ["0xab…cd", "USDC", "5", "ETH"];

/** What a text says: itself, or a function's words for the sample arguments. */
function said(text: unknown): unknown {
  return typeof text === "function" ? (text as (...args: string[]) => string)(...SAMPLE) : text;
}

describe("the frame's translations", () => {
  it.each(TRANSLATED)("%s has every key English has, with its placeholders", async (locale) => {
    const messages = await loadFrameMessages(locale);
    expect(missingKeys(frameEn, messages)).toEqual([]);
    const mismatches = placeholderMismatches(frameEn, messages);
    expect(mismatches.filter((key) => !NOT_PLACEHOLDERS.includes(key))).toEqual([]);
  });

  it.each(TRANSLATED)("%s names Approve, Reject and Sign message as reviewed", async (locale) => {
    const messages = await loadFrameMessages(locale);
    expect([messages.approve, messages.reject, messages.titles.signMessage]).toEqual(
      APPROVAL_WORDS[locale],
    );
  });

  it.each(TRANSLATED)(
    "%s words the titles and the preview as the modal does (core's shared table)",
    async (locale) => {
      const messages = await loadFrameMessages(locale);
      const shared = await loadApprovalTexts(locale);
      for (const [request, title] of Object.entries(shared.titles)) {
        expect(messages.titles[request as keyof ApprovalTexts["titles"]], request).toBe(title);
      }
      for (const [key, text] of Object.entries(shared.preview)) {
        expect(said(messages[key as keyof ApprovalTexts["preview"]]), key).toBe(said(text));
      }
    },
  );

  it.each([
    ["de", 1, "Zu viele falsche Codes, versuche es in 1 Sekunde erneut"],
    ["de", 2, "Zu viele falsche Codes, versuche es in 2 Sekunden erneut"],
    ["es", 1, "Demasiados códigos incorrectos, inténtalo de nuevo en 1 segundo"],
    ["ar", 2, "رموز خاطئة كثيرة جدًا، حاول مرة أخرى بعد ثانيتين"],
    ["ja", 30, "誤ったコードの入力が多すぎます。30 秒後にもう一度お試しください"],
  ] as const)(
    "%s words a wrong-code wait of %i seconds by its plural forms",
    async (locale, count, shown) => {
      expect((await loadFrameMessages(locale)).wrongCodeWait.second(count)).toBe(shown);
    },
  );

  it("dates and relative times go through the locale's Intl formatters", async () => {
    const de = await loadFrameMessages("de");
    expect(de.relativeTime(1, "day")).toBe("morgen");
    expect(de.dateTime(Date.UTC(2026, 0, 1, 12))).toBe(
      new Intl.DateTimeFormat("de", { dateStyle: "medium", timeStyle: "short" }).format(
        Date.UTC(2026, 0, 1, 12),
      ),
    );
  });

  it("counts calls with Arabic's plural forms", async () => {
    const ar = await loadFrameMessages("ar");
    expect(ar.titles.sendCalls(2)).toContain("استدعاءين");
    expect(ar.titles.sendCalls(3)).toContain(new Intl.NumberFormat("ar").format(3));
    expect(ar.titles.sendCalls(3)).toContain("استدعاءات");
    expect(ar.titles.sendCallsOneByOne(2)).toContain("معاملتين");
    expect(ar.titles.sendCallsOneByOne(3)).toContain(new Intl.NumberFormat("ar").format(3));
  });
});

describe("the frame's locale", () => {
  it("switches to a shipped locale and sets the document's lang and dir", async () => {
    const root = { lang: "en", dir: "ltr" };
    const locale = createFrameLocale(root);
    await locale.set("ar");
    expect(locale.locale()).toBe("ar");
    expect(locale.messages().approve).toBe("موافقة");
    expect(root).toEqual({ lang: "ar", dir: "rtl" });
    await locale.set("en");
    expect(locale.messages()).toBe(frameEn);
    expect(root.dir).toBe("ltr");
  });

  it("keeps its language for a locale it doesn't ship", async () => {
    const locale = createFrameLocale(undefined);
    await locale.set("fr");
    await locale.set("xx-YY");
    expect(locale.locale()).toBe("fr");
  });

  it("lets the last sync win when an earlier locale loads later", async () => {
    let releaseDe: () => void = () => undefined;
    const locale = createFrameLocale(undefined, (requested) =>
      requested === "de"
        ? new Promise((resolve) => {
            releaseDe = () => resolve(frameEn);
          })
        : loadFrameMessages(requested),
    );
    const slow = locale.set("de");
    await locale.set("ja");
    releaseDe();
    await slow;
    expect(locale.locale()).toBe("ja");
  });

  it("is ready once the last switch is in, so a screen opened then speaks it", async () => {
    let release: () => void = () => undefined;
    const locale = createFrameLocale(
      undefined,
      (requested) =>
        new Promise((resolve) => {
          release = () => void loadFrameMessages(requested).then(resolve);
        }),
    );
    void locale.set("de");
    let ready = false;
    const waiting = locale.ready().then(() => {
      ready = true;
    });
    await Promise.resolve();
    expect(ready).toBe(false);
    release();
    await waiting;
    expect(locale.locale()).toBe("de");
    expect(locale.messages().passkeyCreate).toBe("Passkey erstellen");
  });
});
