import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";

/** What a callback URI from the popup means, or why the login stops there. */
export type SocialCallbackOutcome =
  | { ok: true }
  | {
      ok: false;
      message: UserText;
      /** The person said no at the provider: shown quietly, as a choice rather than a failure. */
      rejected?: true;
    };

/** What a callback URI from the popup means: go on to the frame, or the provider said no. */
export function socialCallbackOutcome(uri: string): SocialCallbackOutcome {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return {
      ok: false,
      message: coreText("socialConnectionFailed", messages.socialConnectionFailed),
    };
  }
  // OAuth 2.0's access_denied: the person refused at the provider (its Deny, Cancel).
  if (url.searchParams.get("error") === "access_denied") {
    return {
      ok: false,
      message: coreText("connectionRejected", messages.connectionRejected),
      rejected: true,
    };
  }
  // Any other error= (server_error, …): the provider did not start a login (behaviour §8).
  if (url.searchParams.has("error") || !url.searchParams.has("state")) {
    return {
      ok: false,
      message: coreText("socialConnectionFailed", messages.socialConnectionFailed),
    };
  }
  return { ok: true };
}
