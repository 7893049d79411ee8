import { messages } from "../errors/messages.js";

/** What a callback URI from the popup means: go on to the frame, or the provider said no. */
export function socialCallbackOutcome(uri: string): { ok: true } | { ok: false; message: string } {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return { ok: false, message: messages.socialConnectionFailed };
  }
  // error= (access_denied, …): the provider did not start a login (SPEC §8).
  if (url.searchParams.has("error") || !url.searchParams.has("state")) {
    return { ok: false, message: messages.socialConnectionFailed };
  }
  return { ok: true };
}
