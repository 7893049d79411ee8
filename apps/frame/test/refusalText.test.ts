import {
  AUTH_REFUSAL_MESSAGES,
  type AuthRefusalCode,
  LOCALES,
  wrongCodeWaitMessage,
} from "@foyer/protocol";
import { describe, expect, it } from "vitest";
import { ApiError } from "../src/api/apiError.js";
import { ownRefusalText, refusalText } from "../src/api/refusalText.js";
import {
  FRAME_REFUSAL_TEXTS,
  type FrameRefusalKey,
  frameText,
  WalletFrameError,
} from "../src/errors/walletFrameError.js";
import { frameEn } from "../src/i18n/frameEn.js";
import { loadFrameMessages } from "../src/i18n/loadFrameMessages.js";

const CODES = Object.keys(AUTH_REFUSAL_MESSAGES) as AuthRefusalCode[];
const refusal = (code: AuthRefusalCode) => new ApiError(code, AUTH_REFUSAL_MESSAGES[code], 400);

describe("a server refusal in the frame's language", () => {
  it.each(CODES)("%s stays the server's English word for word", (code) => {
    expect(refusalText(refusal(code), frameEn)).toBe(AUTH_REFUSAL_MESSAGES[code]);
  });

  it.each([
    ["OTP_INVALID", "Code invalide", "コードが正しくありません"],
    [
      "OTP_LOCKED",
      "Trop de codes erronés, demandez-en un nouveau",
      "誤ったコードの入力が多すぎます。新しいコードをリクエストしてください",
    ],
    ["OTP_EXPIRED", "Code expiré", "コードの有効期限が切れています"],
    [
      "RATE_LIMITED",
      "Trop de requêtes, réessayez plus tard",
      "リクエストが多すぎます。しばらくしてからもう一度お試しください",
    ],
    ["EMAIL_TAKEN", "Adresse e-mail déjà utilisée", "このメールアドレスはすでに使用されています"],
    ["INVALID_EMAIL", "Adresse e-mail invalide", "メールアドレスが無効です"],
  ] as const)("%s reads in French and Japanese", async (code, french, japanese) => {
    expect(refusalText(refusal(code), await loadFrameMessages("fr"))).toBe(french);
    expect(refusalText(refusal(code), await loadFrameMessages("ja"))).toBe(japanese);
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "%s translates every code",
    async (locale) => {
      const m = await loadFrameMessages(locale);
      for (const code of CODES) {
        const text = refusalText(refusal(code), m);
        expect(text, code).toBe(m.refusals[code]);
        expect(text, code).not.toBe(AUTH_REFUSAL_MESSAGES[code]);
      }
    },
  );

  it("translates 'Session Expired' too: the app raises its session alert on the code, not the text", async () => {
    expect(refusalText(refusal("SESSION_EXPIRED"), await loadFrameMessages("fr"))).toBe(
      "Session expirée",
    );
    expect(refusalText(refusal("SESSION_EXPIRED"), await loadFrameMessages("de"))).toBe(
      "Sitzung abgelaufen",
    );
  });

  it("keeps the wait's number of seconds, minutes or hours", async () => {
    const fr = await loadFrameMessages("fr");
    const ja = await loadFrameMessages("ja");
    const wait = (seconds: number) =>
      new ApiError("RATE_LIMITED", wrongCodeWaitMessage(seconds), 429);
    expect(refusalText(wait(1), fr)).toBe("Trop de codes erronés, réessayez dans 1 seconde");
    expect(refusalText(wait(37), fr)).toBe("Trop de codes erronés, réessayez dans 37 secondes");
    expect(refusalText(wait(91), fr)).toBe("Trop de codes erronés, réessayez dans 2 minutes");
    expect(refusalText(wait(3 * 3600), fr)).toBe("Trop de codes erronés, réessayez dans 3 heures");
    expect(refusalText(wait(37), ja)).toBe(
      "誤ったコードの入力が多すぎます。37 秒後にもう一度お試しください",
    );
    for (const seconds of [1, 2, 37, 90, 91, 5401]) {
      expect(refusalText(wait(seconds), frameEn)).toBe(wrongCodeWaitMessage(seconds));
    }
  });

  it.each(LOCALES)("%s writes the wait's count in its own digits", async (locale) => {
    const m = locale === "en" ? frameEn : await loadFrameMessages(locale);
    const count = new Intl.NumberFormat(locale).format(42);
    expect(m.wrongCodeWait.second(42)).toContain(count);
    expect(m.wrongCodeWait.minute(42)).toContain(count);
    expect(m.wrongCodeWait.hour(42)).toContain(count);
  });

  it("keeps the server's message for an unknown code, or for a text that is not the code's own", async () => {
    const fr = await loadFrameMessages("fr");
    expect(refusalText(new ApiError("NEW_CODE", "Something new", 400), fr)).toBe("Something new");
    expect(refusalText(new ApiError("BAD_REQUEST", "otp must be a string", 400), fr)).toBe(
      "otp must be a string",
    );
    expect(
      refusalText(new ApiError("NETWORK_ERROR", "Could not reach the wallet server", 0), fr),
    ).toBe("Could not reach the wallet server");
    // Names like Object's own keys are not codes.
    expect(refusalText(new ApiError("toString", "x", 400), fr)).toBe("x");
  });
});

describe("the frame's own refusal in the frame's language", () => {
  const KEYS = Object.keys(FRAME_REFUSAL_TEXTS) as FrameRefusalKey[];
  /** Each key's error, a placeholder filled with a value no translation contains. */
  const errorOf = (key: FrameRefusalKey) =>
    new WalletFrameError(
      typeof FRAME_REFUSAL_TEXTS[key] === "function"
        ? frameText(key as "unsupportedChain", "eip155:987654")
        : frameText(key as "loginNotStarted"),
      { code: "NOT_SUPPORTED" },
    );

  it.each(KEYS)("%s is its English in English", (key) => {
    const error = errorOf(key);
    expect(ownRefusalText(error, frameEn)).toBe(error.shortMessage);
  });

  it.each(LOCALES.filter((locale) => locale !== "en"))(
    "%s translates every one, keeping what fills a placeholder",
    async (locale) => {
      const m = await loadFrameMessages(locale);
      for (const key of KEYS) {
        const error = errorOf(key);
        const text = ownRefusalText(error, m);
        expect(text, key).not.toBe(error.shortMessage);
        if (typeof FRAME_REFUSAL_TEXTS[key] === "function") {
          expect(text, key).toContain("eip155:987654");
        }
      }
    },
  );

  it("keeps the English of an error without a key (a start-up failure)", async () => {
    const error = new WalletFrameError("projectId is missing from the frame URL", {
      code: "INVALID_FRAME_PARAMS",
    });
    expect(ownRefusalText(error, await loadFrameMessages("de"))).toBe(
      "projectId is missing from the frame URL",
    );
  });

  it("reads 'Start with connect email' in German by its key", async () => {
    const de = await loadFrameMessages("de");
    expect(
      ownRefusalText(
        new WalletFrameError(frameText("loginNotStarted"), { code: "LOGIN_NOT_STARTED" }),
        de,
      ),
    ).toBe("Beginne mit der Anmeldung per E-Mail");
  });
});
