import type { NameRecord } from "@foyer/protocol";
import type { UserText } from "../i18n/coreText.js";

/** Where the RegisterAccountName flow is (behaviour §4 name registration). */
export interface NameRegistrationState {
  /** What the user typed, kept while the wallet's approval view replaces the form. */
  draft: string;
  /** `signing`: the wallet is asked to sign; `registering`: the server is posted to. */
  status: "idle" | "signing" | "registering";
  /** Why the last attempt failed: a catalogue message (behaviour §8). */
  error?: UserText | undefined;
  /** The last name this instance registered, for RegisterAccountNameSuccess. */
  registered?: NameRecord;
}
