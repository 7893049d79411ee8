/**
 * Every string of the device-approval page, in English, once: the routes, the server
 * tests and the browser tests read them from here. The other locales are in
 * `approvalTranslations.ts`.
 */
export const APPROVAL_TEXT = {
  askTitle: "Approve a new device?",
  askIntro: (app: string) =>
    `Someone is signing in to ${app} with this email address, on a device the wallet has not seen before.`,
  emailLabel: "Email",
  appLabel: "App",
  deviceLabel: "Device",
  deviceUnknown: "Not known",
  deviceNote: "as its browser describes itself",
  askedLabel: "Asked",
  asked: (ago: string, clock: string) => `${ago} (${clock})`,
  approveButton: "Approve this device",
  notYou: (until: string) =>
    `If this was not you, close this page: nothing is approved unless you press the button. The link works until ${until}.`,

  approvedTitle: "Device approved",
  approved: "Device approved. You can close this tab.",
  expiredTitle: "Link expired",
  expired: "This link has expired. Start the sign-in again to get a new one.",
  usedTitle: "Link already used",
  used: "This link has already been used. If you still need to approve a device, start the sign-in again.",
  unknownTitle: "Link not valid",
  unknown:
    "This link is not valid. Open the whole link from the mail, or start the sign-in again to get a new one.",
  refusedTitle: "Not approved",
  refused:
    "This approval could not be verified, so nothing was approved. Open the link from the mail again and press the button on that page.",
  busyTitle: "Try again later",
  rateLimited: "Too many requests from this network. Try again in a minute.",
  mailBudget: "Too many emails to this address. Try again later.",
} as const;

/** The page's strings in one locale: a translation provides every key. */
export type ApprovalText = {
  readonly [K in keyof typeof APPROVAL_TEXT]: (typeof APPROVAL_TEXT)[K] extends string
    ? string
    : (typeof APPROVAL_TEXT)[K];
};
