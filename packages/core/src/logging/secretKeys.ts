/** Field names whose values are secrets: never written to the log or an error's message. */
export const SECRET_KEY =
  /(token|secret|password|passphrase|otp|private|mnemonic|seed|signature|authorization|cookie|apikey|api_key|jwt|session)/i;

export const REDACTED = "[redacted]";
