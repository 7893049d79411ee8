import { ApiError, type ApiErrorCode } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import { pathSegment } from "../http/buildUrl.js";
import { httpStatusOf } from "../http/httpErrors.js";
import { listField, recordOf } from "../http/readResponse.js";
import type { BlockchainContext } from "./blockchainContext.js";
import type { NameRecord, NameSuggestion } from "./blockchainTypes.js";

/** SPEC §7: the profile routes are asked with apiVersion 2. */
const PROFILE_API_VERSION = 2;

/** Arguments of `NameApi.registerName`. */
export interface RegisterNameRequest {
  /** The full name being registered, used in the failure message. */
  name: string;
  /** SLIP-44 / ENSIP-11 coin type of the address. */
  coinType: number;
  address: string;
  /** The signed registration message (JSON text). */
  message: string;
  signature: string;
}

/** Account-name calls (SPEC §7). */
export interface NameApi {
  /** `GET /v1/profile/account/{name}?apiVersion=2`; `undefined` when the name is free. */
  lookupName(name: string): Promise<NameRecord | undefined>;
  /** `GET /v1/profile/reverse/{address}?sender=&apiVersion=2`. */
  reverseLookup(request: { address: string; sender?: string }): Promise<readonly NameRecord[]>;
  /** `GET /v1/profile/suggestions/{name}?zone=`. */
  getSuggestions(request: { name: string; zone?: string }): Promise<NameSuggestion[]>;
  /** `POST /v1/profile/account`; clears cached lookups of the name and address. */
  registerName(request: RegisterNameRequest): Promise<NameRecord>;
}

function failure(message: string, code: ApiErrorCode, cause: unknown): ApiError {
  return new ApiError(message, { code, cause });
}

/**
 * Account-name calls (SPEC §7), eip155 only per §9 (the caller decides which
 * account asks). Failures carry the §8 names messages; lookups are cached
 * 5 min (SPEC §9).
 */
export function createNameApi(context: BlockchainContext): NameApi {
  const { client, caches } = context;
  const nameKey = (name: string) => `name:${name.toLowerCase()}`;
  const addressKey = (address: string) => `address:${address.toLowerCase()}`;
  return {
    async lookupName(name) {
      const cached = caches.name.get(nameKey(name));
      if (cached) return cached[0];
      let response: unknown;
      try {
        response = await client.get(`/v1/profile/account/${pathSegment(name)}`, {
          query: { apiVersion: PROFILE_API_VERSION },
        });
      } catch (error) {
        if (httpStatusOf(error) === 404) {
          caches.name.set(nameKey(name), []);
          return undefined;
        }
        throw failure(messages.nameResolveFailed, "NAME_RESOLVE_FAILED", error);
      }
      const record = recordOf(response) as unknown as NameRecord;
      caches.name.set(nameKey(name), [record]);
      return record;
    },

    async reverseLookup({ address, sender }) {
      const cached = caches.name.get(addressKey(address));
      if (cached) return cached;
      let response: unknown;
      try {
        response = await client.get(`/v1/profile/reverse/${pathSegment(address)}`, {
          query: { sender, apiVersion: PROFILE_API_VERSION },
        });
      } catch (error) {
        throw failure(messages.namesForAddressFailed, "NAMES_FOR_ADDRESS_FAILED", error);
      }
      const records = Array.isArray(response) ? (response as NameRecord[]) : [];
      caches.name.set(addressKey(address), records);
      return records;
    },

    async getSuggestions({ name, zone }) {
      try {
        const response = await client.get(`/v1/profile/suggestions/${pathSegment(name)}`, {
          query: { zone },
        });
        return listField(response, "suggestions");
      } catch (error) {
        throw failure(messages.nameSuggestionsFailed, "NAME_SUGGESTIONS_FAILED", error);
      }
    },

    async registerName({ name, coinType, address, message, signature }) {
      let response: unknown;
      try {
        response = await client.post("/v1/profile/account", {
          coin_type: coinType,
          address,
          message,
          signature,
        });
      } catch (error) {
        throw failure(messages.nameRegisterFailed(name), "NAME_REGISTER_FAILED", error);
      }
      caches.name.delete(nameKey(name));
      caches.name.delete(addressKey(address));
      return recordOf(response) as unknown as NameRecord;
    },
  };
}
