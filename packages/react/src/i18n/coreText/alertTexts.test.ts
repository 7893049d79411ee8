import { LOCALES } from "@foyer/core";
import { ALERTS, type AlertCode, type CoreTexts, coreTextEn } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { loadLocaleMessages } from "../locales/loadLocaleMessages.js";
import { ALERT_TEXT_KEYS, alertCatalogue } from "./alertTexts.js";

const CODES = Object.keys(ALERTS) as AlertCode[];
const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

describe("an alert's texts, by its code", () => {
  it.each(CODES)("%s: its keys name core's own English title and body", (code) => {
    expect(alertCatalogue(coreTextEn as CoreTexts)[code]).toEqual({
      title: ALERTS[code].shortMessage,
      body: ALERTS[code].longMessage,
    });
  });

  it("covers every alert code core has", () => {
    expect(Object.keys(ALERT_TEXT_KEYS).sort()).toEqual([...CODES].sort());
  });

  it.each(TRANSLATED)("%s: every alert reads in the locale", async (locale) => {
    const alerts = (await loadLocaleMessages(locale))?.alerts;
    for (const code of CODES) {
      expect(alerts?.[code].title, code).toBeTypeOf("string");
      expect(alerts?.[code].title, code).not.toBe(ALERTS[code].shortMessage);
      expect(alerts?.[code].body, code).not.toBe(ALERTS[code].longMessage);
    }
  });
});
