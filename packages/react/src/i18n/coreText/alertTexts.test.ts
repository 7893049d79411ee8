import { LOCALES } from "@foyer/core";
import { ALERTS, type AlertCode, type FoyerAlert } from "@foyer/core/internal";
import { describe, expect, it } from "vitest";
import { loadLocaleMessages } from "../locales/loadLocaleMessages.js";
import { ALERT_TEXT_KEYS, alertTexts } from "./alertTexts.js";
import { coreTextEn } from "./coreTextEn.js";

const CODES = Object.keys(ALERTS) as AlertCode[];
const TRANSLATED = LOCALES.filter((locale) => locale !== "en");

describe("an alert's texts, by its code", () => {
  it.each(CODES)("%s: its keys name core's own English title and body", (code) => {
    const keys = ALERT_TEXT_KEYS[code];
    expect(coreTextEn[keys.title]).toBe(ALERTS[code].shortMessage);
    expect(coreTextEn[keys.body]).toBe(ALERTS[code].longMessage);
  });

  it("covers every alert code core has", () => {
    expect(Object.keys(ALERT_TEXT_KEYS).sort()).toEqual([...CODES].sort());
  });

  it.each(TRANSLATED)("%s: every alert reads in the locale", async (locale) => {
    const texts = (await loadLocaleMessages(locale))?.coreTexts;
    for (const code of CODES) {
      const shown = alertTexts(ALERTS[code], texts);
      expect(shown.title, code).toBe(texts?.[ALERT_TEXT_KEYS[code].title]);
      expect(shown.body, code).toBe(texts?.[ALERT_TEXT_KEYS[code].body]);
      expect(shown.title, code).not.toBe(ALERTS[code].shortMessage);
    }
  });

  it("picks the text by code, not by the words the alert carries", () => {
    const reworded: FoyerAlert = { ...ALERTS.INVALID_PROJECT_ID, shortMessage: "Something else" };
    expect(alertTexts(reworded, { alertInvalidProjectId: "Ungültige Projekt-ID" }).title).toBe(
      "Ungültige Projekt-ID",
    );
  });

  it("shows core's English without a translation, or for a code it does not know", () => {
    expect(alertTexts(ALERTS.INVALID_PROJECT_ID, undefined)).toEqual({
      title: ALERTS.INVALID_PROJECT_ID.shortMessage,
      body: ALERTS.INVALID_PROJECT_ID.longMessage,
    });
    const unknown = { code: "NEW_ALERT", shortMessage: "New", longMessage: "News", type: "info" };
    expect(alertTexts(unknown as unknown as FoyerAlert, { alertInvalidProjectId: "x" })).toEqual({
      title: "New",
      body: "News",
    });
  });
});
