import { SOCIAL_CALLBACK_MESSAGE } from "@foyer/protocol";

/**
 * Listens on the app's window for the provider server's callback page: a message of type
 * {@link SOCIAL_CALLBACK_MESSAGE} is taken only from `serverOrigin` and from `popup`'s
 * window, and only with a URI on that origin. Returns the unsubscribe.
 */
export function listenForCallback(
  options: {
    window: Window;
    serverOrigin: string;
    popup: Window;
    onIgnoredMessage?: ((reason: string) => void) | undefined;
  },
  listener: (uri: string) => void,
): () => void {
  const { serverOrigin, popup } = options;
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (
      typeof data !== "object" ||
      data === null ||
      (data as { type?: unknown }).type !== SOCIAL_CALLBACK_MESSAGE
    ) {
      return;
    }
    if (event.origin !== serverOrigin || event.source !== popup) {
      options.onIgnoredMessage?.(`social callback from ${event.origin} refused`);
      return;
    }
    const uri = (data as { uri?: unknown }).uri;
    if (typeof uri !== "string" || !sameOrigin(uri, serverOrigin)) {
      options.onIgnoredMessage?.("social callback URI not on the provider server");
      return;
    }
    listener(uri);
  };
  options.window.addEventListener("message", onMessage);
  return () => options.window.removeEventListener("message", onMessage);
}

function sameOrigin(uri: string, origin: string): boolean {
  try {
    return new URL(uri).origin === origin;
  } catch {
    return false;
  }
}
