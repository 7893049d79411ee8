import { plural } from "@foyer/protocol";

/**
 * The words of the mails the embedded auth sends, in English. A translation
 * (`mailTranslations.ts`) has every key; `{code}`-like values are function
 * parameters so none can be dropped. Counts go through Intl.PluralRules.
 */
export const mailEn = {
  codeSubject: "Your Foyer login code",
  exportSubject: "Your Foyer key export code",
  emailUpdateSubject: "Your Foyer email change code",
  /** The code that follows a new device's approval: not titled as a login code the person never asked for. */
  deviceCodeSubject: "Your Foyer code for the new device",
  deviceSubject: "Approve a new device",
  minutes: (count: number) =>
    plural("en", count, { one: "{count} minute", other: "{count} minutes" }),
  /** `code` may arrive wrapped in markup (the HTML part bolds it). */
  codeLine: (code: string, expires: string) => `Your code is ${code}. It expires in ${expires}.`,
  exportWarning:
    "Someone asked to see your Foyer wallet's private key. If it was not you, ignore this mail and never share the code.",
  /** `button` is the approval page's button as the page spells it (the page is in English). */
  deviceIntro: (expires: string, button: string) =>
    `Someone is signing in to your Foyer wallet from a new device. If it is you, open this link within ${expires} and press “${button}” on the page:`,
  deviceLink: "Review this sign-in",
};

export type MailText = {
  readonly [K in keyof typeof mailEn]: (typeof mailEn)[K] extends string
    ? string
    : (typeof mailEn)[K];
};
