import {
  nameLookupRoute,
  nameRegisterRoute,
  nameReverseRoute,
  nameSuggestionsRoute,
} from "@foyer/protocol";
import { ApiError, type ApiErrorCode } from "../../errors/apiError.js";
import { messages } from "../../errors/messages.js";
import { coreText, type UserText } from "../../i18n/coreText.js";
import { callRoute } from "../http/callRoute.js";
import { httpStatusOf } from "../http/httpErrors.js";
import type { BlockchainContext } from "./blockchainContext.js";
import type { NameRecord, NameSuggestions } from "./blockchainTypes.js";

/** Behaviour §7: the profile routes are asked with apiVersion 2. */
const PROFILE_API_VERSION = 2;

/** Arguments of `NameApi.registerName`. */
export interface RegisterNameRequest {
  /** The full name being registered, used in the failure message. */
  name: string;
  /** ENSIP-11 coin type of the address's chain. */
  coinType: number;
  address: string;
  /** The signed registration message (protocol's `formatNameRegistrationMessage`). */
  message: string;
  signature: string;
}

/** Account-name calls (behaviour §7). */
export interface NameApi {
  /** `GET /v1/profile/account/{name}?apiVersion=2`; `undefined` when the name is free. */
  lookupName(name: string): Promise<NameRecord | undefined>;
  /** `GET /v1/profile/reverse/{address}?sender=&apiVersion=2`. */
  reverseLookup(request: { address: string; sender?: string }): Promise<readonly NameRecord[]>;
  /** `GET /v1/profile/suggestions/{name}?zone=`: the name's availability, then free names near it. */
  getSuggestions(request: { name: string; zone?: string }): Promise<NameSuggestions>;
  /** `POST /v1/profile/account`; clears cached lookups of the name and address. */
  registerName(request: RegisterNameRequest): Promise<NameRecord>;
}

function failure(message: UserText, code: ApiErrorCode, cause: unknown): ApiError {
  return new ApiError(message, { code, cause });
}

/**
 * Account-name calls (behaviour §7), eip155 only per §9 (the caller decides which
 * account asks). Answers are checked with the protocol's schemas; failures
 * carry the §8 names messages; lookups are cached 5 min (behaviour §9).
 */
export function createNameApi(context: BlockchainContext): NameApi {
  const { client, caches } = context;
  const nameKey = (name: string) => `name:${name.toLowerCase()}`;
  const addressKey = (address: string) => `address:${address.toLowerCase()}`;
  return {
    async lookupName(name) {
      const cached = caches.name.get(nameKey(name));
      if (cached) return cached[0];
      let record: NameRecord;
      try {
        record = await callRoute(client, nameLookupRoute, {
          params: { name },
          query: { apiVersion: PROFILE_API_VERSION },
        });
      } catch (error) {
        if (httpStatusOf(error) === 404) {
          caches.name.set(nameKey(name), []);
          return undefined;
        }
        throw failure(
          coreText("nameResolveFailed", messages.nameResolveFailed),
          "NAME_RESOLVE_FAILED",
          error,
        );
      }
      caches.name.set(nameKey(name), [record]);
      return record;
    },

    async reverseLookup({ address, sender }) {
      const cached = caches.name.get(addressKey(address));
      if (cached) return cached;
      let records: NameRecord[];
      try {
        records = await callRoute(client, nameReverseRoute, {
          params: { address },
          query: { sender, apiVersion: PROFILE_API_VERSION },
        });
      } catch (error) {
        throw failure(
          coreText("namesForAddressFailed", messages.namesForAddressFailed),
          "NAMES_FOR_ADDRESS_FAILED",
          error,
        );
      }
      caches.name.set(addressKey(address), records);
      return records;
    },

    async getSuggestions({ name, zone }) {
      try {
        return await callRoute(client, nameSuggestionsRoute, { params: { name }, query: { zone } });
      } catch (error) {
        throw failure(
          coreText("nameSuggestionsFailed", messages.nameSuggestionsFailed),
          "NAME_SUGGESTIONS_FAILED",
          error,
        );
      }
    },

    async registerName({ name, coinType, address, message, signature }) {
      let record: NameRecord;
      try {
        record = await callRoute(client, nameRegisterRoute, {
          body: { coin_type: coinType, address, message, signature },
        });
      } catch (error) {
        throw failure(
          coreText("nameRegisterFailed", messages.nameRegisterFailed, name),
          "NAME_REGISTER_FAILED",
          error,
        );
      }
      caches.name.delete(nameKey(name));
      caches.name.delete(addressKey(address));
      caches.identity.delete(address.toLowerCase());
      return record;
    },
  };
}
