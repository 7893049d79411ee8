import type { SiwxServerSession } from "@foyer/protocol";
import { httpStatusOf } from "../api/http/httpErrors.js";
import { type Clock, systemClock } from "../effects/clock.js";
import { createMemoryStorage, type KeyValueStorage } from "../effects/storage.js";
import { ApiError } from "../errors/apiError.js";
import type { CaipNetworkId } from "../types/chain.js";
import { buildSiwxMessage } from "./buildMessage.js";
import { resolveLocation } from "./localSiwx.js";
import type { SiwxServerApi } from "./serverApi.js";
import { isSameAccount, isSessionValid, sessionMatches } from "./sessionValidity.js";
import type { SiwxConfig, SiwxSession } from "./types.js";

/** Where bearer tokens live unless the host picks another key. */
export const SERVER_SIWX_STORAGE_KEY = "@foyer/siwx/tokens";

export interface ServerSiwxOptions {
  /** The Foyer server's sign-in routes: `createSiwxServerApi({ baseUrl, projectId, fetch })`. */
  api: SiwxServerApi;
  /** Keeps the bearer tokens across reloads; pass `localStorage` in browsers. Default memory. */
  storage?: KeyValueStorage;
  statement?: string;
  /** Sign-in can't be skipped. Default false. */
  required?: boolean;
  /** Adds an Expiration Time this far after Issued At; default none (the server caps sessions). */
  expiresInMs?: number;
  domain?: string;
  uri?: string;
  clock?: Clock;
  storageKey?: string;
}

interface TokenEntry {
  chainId: CaipNetworkId;
  address: string;
  token: string;
}

/**
 * The default SIWX config: the Foyer server issues nonces, verifies
 * signatures and keeps sessions; the browser keeps only the bearer token
 * each session came with. Reads always ask the server, so a session revoked
 * elsewhere stops counting at once; a token the server no longer knows (401)
 * is dropped and reads as no session.
 */
export function createServerSiwx(options: ServerSiwxOptions): SiwxConfig {
  const { api } = options;
  const clock = options.clock ?? systemClock;
  const tokens = tokenStore(
    options.storage ?? createMemoryStorage(),
    options.storageKey ?? SERVER_SIWX_STORAGE_KEY,
  );
  const tokenFor = (chainId: CaipNetworkId, address: string) =>
    tokens.read().find((e) => sameAccount(e, chainId, address))?.token;
  const forget = (chainId: CaipNetworkId, address: string) =>
    tokens.write(tokens.read().filter((e) => !sameAccount(e, chainId, address)));

  async function revoke(chainId: CaipNetworkId, address: string): Promise<void> {
    const token = tokenFor(chainId, address);
    if (token === undefined) return;
    try {
      await api.revokeSession({ chainId, address, token });
    } catch (error) {
      if (!isTokenRefused(error)) throw error;
    }
    forget(chainId, address);
  }

  return {
    ...(options.statement === undefined ? {} : { statement: options.statement }),
    async createMessage(input) {
      const location = resolveLocation(options);
      const { nonce } = await api.getNonce();
      return buildSiwxMessage(input, {
        ...location,
        nonce,
        issuedAtMs: clock.now(),
        ...(options.expiresInMs === undefined ? {} : { expiresInMs: options.expiresInMs }),
        ...(options.statement === undefined ? {} : { statement: options.statement }),
      });
    },
    async addSession(session) {
      const { token } = await api.createSession({
        message: session.message,
        signature: session.signature,
        data: session.data,
      });
      const { chainId, accountAddress } = session.data;
      forget(chainId, accountAddress);
      tokens.write([...tokens.read(), { chainId, address: accountAddress, token }]);
    },
    async getSessions(chainId, address) {
      const token = tokenFor(chainId, address);
      if (token === undefined) return [];
      let sessions: SiwxServerSession[];
      try {
        sessions = await api.getSessions({ chainId, address, token });
      } catch (error) {
        if (!isTokenRefused(error)) throw error;
        forget(chainId, address);
        return [];
      }
      const now = clock.now();
      return sessions
        .filter((s) => s.expiresAt === null || Date.parse(s.expiresAt) > now)
        .map(toSession)
        .filter((s) => sessionMatches(s, chainId, address) && isSessionValid(s, now));
    },
    async setSessions(next) {
      // The server creates sessions only from fresh signatures, so this can only keep or drop them.
      const dropped = tokens
        .read()
        .filter((e) => !next.some((s) => sessionMatches(s, e.chainId, e.address)));
      for (const entry of dropped) await revoke(entry.chainId, entry.address);
    },
    revokeSession: revoke,
    getRequired: () => options.required ?? false,
  };
}

/**
 * The server no longer honours this token (401 UNAUTHORIZED): it is dropped.
 * Another 401 (INVALID_PROJECT_ID: a misconfigured host) says nothing about
 * the token, so it stays for when the configuration is fixed.
 */
function isTokenRefused(error: unknown): boolean {
  if (httpStatusOf(error) !== 401 || !(error instanceof ApiError)) return false;
  const code = error.details.serverCode;
  return code === undefined || code === "UNAUTHORIZED";
}

function toSession(session: SiwxServerSession): SiwxSession {
  return { data: session.data, message: session.message, signature: session.signature };
}

function sameAccount(entry: TokenEntry, chainId: CaipNetworkId, address: string): boolean {
  return isSameAccount(entry, { chainId, address });
}

function tokenStore(storage: KeyValueStorage, key: string) {
  const isEntry = (value: unknown): value is TokenEntry => {
    const r = value as Partial<TokenEntry> | null;
    return (
      typeof r === "object" &&
      r !== null &&
      typeof r.chainId === "string" &&
      typeof r.address === "string" &&
      typeof r.token === "string"
    );
  };
  return {
    read(): TokenEntry[] {
      try {
        const parsed: unknown = JSON.parse(storage.getItem(key) ?? "[]");
        return Array.isArray(parsed) ? parsed.filter(isEntry) : [];
      } catch {
        return [];
      }
    },
    write(entries: readonly TokenEntry[]): void {
      try {
        if (entries.length === 0) storage.removeItem(key);
        else storage.setItem(key, JSON.stringify(entries));
      } catch {
        // A token that can't be stored only costs a new signature after reload.
      }
    },
  };
}
