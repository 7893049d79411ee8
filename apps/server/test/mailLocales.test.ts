import { LOCALES, missingKeys, placeholderMismatches } from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { approvalLocaleOf, approvalQuery } from "../src/auth/approval/approvalLocale.js";
import { APPROVAL_TEXT } from "../src/auth/approval/approvalText.js";
import { APPROVAL_TEXTS } from "../src/auth/approval/approvalTranslations.js";
import { mailLocaleOf } from "../src/auth/mail/mailLocale.js";
import { mailEn } from "../src/auth/mail/mailText.js";
import { MAIL_TEXT } from "../src/auth/mail/mailTranslations.js";
import {
  codeMail,
  deviceApprovalMail,
  deviceCodeMail,
  exportCodeMail,
} from "../src/auth/mail/messages.js";

describe("the mails' translations", () => {
  it.each(LOCALES)("%s has every key with English's placeholders", (locale) => {
    expect(missingKeys(mailEn, MAIL_TEXT[locale])).toEqual([]);
    // `minutes` is a count through plural rules, not a placeholder.
    expect(placeholderMismatches(mailEn, MAIL_TEXT[locale])).toEqual([]);
  });

  it.each(LOCALES)("%s writes the code, its lifetime and the link into the mail", (locale) => {
    const code = codeMail("a@example.com", "482913", locale);
    expect(code.text).toContain("482913");
    expect(code.text).toContain(MAIL_TEXT[locale].minutes(10));
    expect(code.html).toContain("<strong>482913</strong>");
    expect(code.subject).not.toContain("482913");
    const deviceCode = deviceCodeMail("a@example.com", "482913", locale);
    expect(deviceCode.text).toBe(code.text);
    expect(deviceCode.subject).toBe(MAIL_TEXT[locale].deviceCodeSubject);
    // Each code mail is titled for what it is.
    const subjects = [
      code.subject,
      deviceCode.subject,
      MAIL_TEXT[locale].emailUpdateSubject,
      MAIL_TEXT[locale].exportSubject,
    ];
    expect(new Set(subjects).size).toBe(subjects.length);
    const exported = exportCodeMail("a@example.com", "482913", locale);
    expect(exported.text).toContain(MAIL_TEXT[locale].exportWarning);
    const device = deviceApprovalMail("a@example.com", "http://127.0.0.1/x?token=t&a=<b>", locale);
    // The mail names the button as the page in its locale does.
    expect(device.text).toContain(APPROVAL_TEXTS[locale].approveButton);
    expect(device.html).toContain('href="http://127.0.0.1/x?token=t&amp;a=&lt;b&gt;"');
    expect(device.html).not.toContain("<b>");
  });

  it("counts minutes with each language's plural rules", () => {
    expect(MAIL_TEXT.en.minutes(1)).toBe("1 minute");
    expect(MAIL_TEXT.en.minutes(10)).toBe("10 minutes");
    expect(MAIL_TEXT.de.minutes(1)).toBe("1 Minute");
    expect(MAIL_TEXT.ar.minutes(2)).toBe("دقيقتين");
    expect(MAIL_TEXT.ar.minutes(10)).toContain("دقائق");
  });

  it("keeps English word for word", () => {
    expect(codeMail("a@example.com", "482913").text).toBe(
      "Your code is 482913. It expires in 10 minutes.",
    );
  });
});

describe("the approval page's translations", () => {
  it.each(LOCALES)("%s has every key with English's placeholders", (locale) => {
    expect(missingKeys(APPROVAL_TEXT, APPROVAL_TEXTS[locale])).toEqual([]);
    expect(placeholderMismatches(APPROVAL_TEXT, APPROVAL_TEXTS[locale])).toEqual([]);
  });
});

describe("approvalLocaleOf", () => {
  it.each([
    [{ locale: "fr" }, "fr"],
    [{ locale: "ar" }, "ar"],
    [{ locale: "fr-FR" }, "en"],
    [{ locale: "FR" }, "en"],
    [{ locale: ["fr"] }, "en"],
    [{ locale: "xx" }, "en"],
    [{}, "en"],
    [undefined, "en"],
  ])("%j → %s", (fields, expected) => {
    expect(approvalLocaleOf(fields)).toBe(expected);
  });

  it("writes the locale into the link unless it is English", () => {
    expect(approvalQuery("abc", "en")).toBe("token=abc");
    expect(approvalQuery("abc", "de")).toBe("token=abc&locale=de");
  });
});

describe("mailLocaleOf", () => {
  it.each([
    ["fr", "fr"],
    ["pt-BR", "pt"],
    ["xx", "en"],
    [42, "en"],
    [undefined, "en"],
    ["a".repeat(200), "en"],
  ])("%j → %s", (value, expected) => {
    expect(mailLocaleOf(value)).toBe(expected);
  });
});
