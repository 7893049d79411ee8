/** What the sandbox checkout makes of a test card. */
export type CardVerdict =
  | { ok: true; last4: string }
  | { ok: false; field: "number" | "expiry" | "cvc"; reason: CardProblem };

export type CardProblem = "invalidNumber" | "declined" | "invalidExpiry" | "expired" | "invalidCvc";

/** The one card the sandbox approves, as card processors' test modes do. */
export const SANDBOX_APPROVED_CARD = "4242424242424242";

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Checks a card as typed: the number (spaces and dashes allowed, 12–19 digits, Luhn), an
 * expiry MM/YY or MM/YYYY not before this month, a CVC of 3 or 4 digits. Only the sandbox's
 * approved number is accepted; any other well-formed card is declined.
 */
export function checkCard(
  card: { number: string; expiry: string; cvc: string },
  now: Date,
): CardVerdict {
  const digits = card.number.replace(/[\s-]/g, "");
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) {
    return { ok: false, field: "number", reason: "invalidNumber" };
  }
  const expiry = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (expiry === null || month < 1 || month > 12) {
    return { ok: false, field: "expiry", reason: "invalidExpiry" };
  }
  const yearText = expiry[2] ?? "";
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (year * 12 + (month - 1) < thisMonth) return { ok: false, field: "expiry", reason: "expired" };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, field: "cvc", reason: "invalidCvc" };
  if (digits !== SANDBOX_APPROVED_CARD) return { ok: false, field: "number", reason: "declined" };
  return { ok: true, last4: digits.slice(-4) };
}
