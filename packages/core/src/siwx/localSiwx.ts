import { formatSiwxMessage } from "@foyer/protocol";
import { type Clock, systemClock } from "../effects/clock.js";
import type { KeyValueStorage } from "../effects/storage.js";
import { ConfigurationError } from "../errors/configurationError.js";
import { messages } from "../errors/messages.js";
import { SignInError } from "../errors/signInError.js";
import { coreText } from "../i18n/coreText.js";
import { buildSiwxMessage } from "./buildMessage.js";
import { pageLocation } from "./location.js";
import { randomNonce } from "./nonce.js";
import { storedSessions } from "./sessionStorage.js";
import { isSessionValid, sessionMatches } from "./sessionValidity.js";
import type { SiwxConfig } from "./types.js";

/** Where local sessions live unless the host picks another key. */
export const LOCAL_SIWX_STORAGE_KEY = "@foyer/siwx/sessions";

export interface LocalSiwxOptions {
  /** The host's storage: `localStorage` in browsers, memory in tests. */
  storage: KeyValueStorage;
  /** Where nonces come from; default a cryptographically random one. */
  getNonce?: () => Promise<string>;
  /** The human-readable line the wallet shows, e.g. "Sign in to Acme". */
  statement?: string;
  /** How long a signature stays valid; default never expires. */
  expiresInMs?: number;
  /** Sign-in can't be skipped. Default false. */
  required?: boolean;
  /** Default: the page's host and URL; needed outside browsers. */
  domain?: string;
  uri?: string;
  clock?: Clock;
  storageKey?: string;
}

/**
 * A SIWX config that keeps sessions in the browser only: nothing is
 * verified by a server, so it proves to the page that the wallet signed,
 * not to a backend. Use it for UX gating; use `createServerSiwx` when a
 * backend must trust the session.
 */
export function createLocalSiwx(options: LocalSiwxOptions): SiwxConfig {
  const clock = options.clock ?? systemClock;
  const sessions = storedSessions(options.storage, options.storageKey ?? LOCAL_SIWX_STORAGE_KEY);
  const getNonce = options.getNonce ?? (async () => randomNonce());

  return {
    ...(options.statement === undefined ? {} : { statement: options.statement }),
    async createMessage(input) {
      const location = resolveLocation(options);
      return buildSiwxMessage(input, {
        ...location,
        nonce: await getNonce(),
        issuedAtMs: clock.now(),
        ...(options.expiresInMs === undefined ? {} : { expiresInMs: options.expiresInMs }),
        ...(options.statement === undefined ? {} : { statement: options.statement }),
      });
    },
    async addSession(session) {
      // Without a server the signature can't be checked, but the text must be the one built from the data.
      if (formatSiwxMessage(session.data) !== session.message) {
        throw new SignInError(coreText("signMessageFailed", messages.signMessageFailed), {
          code: "SIWX_MESSAGE_MISMATCH",
        });
      }
      const { chainId, accountAddress } = session.data;
      const others = sessions.read().filter((s) => !sessionMatches(s, chainId, accountAddress));
      sessions.write([...others, session]);
    },
    async getSessions(chainId, address) {
      const now = clock.now();
      return sessions
        .read()
        .filter((s) => sessionMatches(s, chainId, address) && isSessionValid(s, now));
    },
    async setSessions(next) {
      sessions.write(next);
    },
    async revokeSession(chainId, address) {
      sessions.write(sessions.read().filter((s) => !sessionMatches(s, chainId, address)));
    },
    getRequired: () => options.required ?? false,
  };
}

/** The host's domain and URI, else the page's; neither → a setup failure. */
export function resolveLocation(options: { domain?: string; uri?: string }): {
  domain: string;
  uri: string;
} {
  const page = pageLocation();
  const domain = options.domain ?? page?.domain;
  const uri = options.uri ?? page?.uri;
  if (domain === undefined || uri === undefined) {
    throw new ConfigurationError(coreText("authInitFailed", messages.authInitFailed), {
      code: "SIWX_NO_LOCATION",
      details: { reason: "Pass `domain` and `uri` when there is no page location." },
    });
  }
  return { domain, uri };
}
