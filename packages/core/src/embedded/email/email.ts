const MAX_EMAIL_LENGTH = 254;
const MAX_LOCAL_LENGTH = 64;
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
const TOP_LEVEL = /^([A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/**
 * Behaviour §5 "email must be valid", as an RFC 5321/5322-lite rule: an unquoted
 * local part (atext characters, dots only between them, at most 64), one
 * `@`, and a domain of at least two hostname labels whose last is alphabetic
 * or punycode, at most 254 characters in all. Quoted local parts, IP-literal
 * domains and raw Unicode (use punycode) are refused: the OTP mail goes out
 * through ordinary providers that reject them anyway.
 */
export function isValidEmail(value: unknown): boolean {
  if (typeof value !== "string" || value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (at < 1 || local.length > MAX_LOCAL_LENGTH || !LOCAL.test(local)) return false;
  const labels = domain.split(".");
  const topLevel = labels.at(-1) ?? "";
  return (
    labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(topLevel)
  );
}
