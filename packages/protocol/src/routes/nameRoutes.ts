import * as v from "valibot";
import { EvmAddressField, shown } from "../http/fields.js";
import { defineRoute } from "../http/route.js";

/**
 * An account name's record (behaviour §7 `/v1/profile/*`): the full name, when it was registered
 * and last updated (Unix seconds), its addresses by ENSIP-11 coin type, and its attributes
 * (`avatar` when set).
 */
export const NameRecordSchema = v.object({
  name: v.string(),
  registered: v.number(),
  updated: v.number(),
  addresses: v.record(v.string(), v.object({ address: v.string(), created: v.string() })),
  attributes: v.record(v.string(), v.string()),
});
export type NameRecord = v.InferOutput<typeof NameRecordSchema>;

export const NameSuggestionSchema = v.object({ name: v.string(), registered: v.boolean() });
export type NameSuggestion = v.InferOutput<typeof NameSuggestionSchema>;

/**
 * Suggestions for a wanted name: the name itself first, with whether it is taken; when it is,
 * free names near it follow. `zone` is the zone the server registers under.
 */
export const NameSuggestionsSchema = v.object({
  zone: v.string(),
  suggestions: v.array(NameSuggestionSchema),
});
export type NameSuggestions = v.InferOutput<typeof NameSuggestionsSchema>;

/** Behaviour §7: the profile routes are asked with apiVersion 2; other versions are refused. */
const ApiVersionParam = v.optional(v.literal("2", "apiVersion must be 2"));

/** A path segment holding a name: at most 253 characters (a DNS name's limit). */
const NameSegment = v.pipe(
  v.string("name is required"),
  v.nonEmpty("name is required"),
  v.maxLength(253, (issue) => `name is longer than 253 characters ("${shown(issue.input)}…")`),
);

/** `GET /v1/profile/account/{name}?apiVersion=2` (behaviour §7): a full name's record; 404 when free. */
export const nameLookupRoute = defineRoute({
  method: "GET",
  path: "/v1/profile/account/:name",
  params: v.object({ name: NameSegment }),
  query: v.object({ apiVersion: ApiVersionParam }),
  response: NameRecordSchema,
  codes: { name: "INVALID_NAME" },
});

/** `GET /v1/profile/reverse/{address}?sender=&apiVersion=2` (behaviour §7): an address's names, newest first. */
export const nameReverseRoute = defineRoute({
  method: "GET",
  path: "/v1/profile/reverse/:address",
  params: v.object({ address: EvmAddressField }),
  query: v.object({ sender: v.optional(v.string()), apiVersion: ApiVersionParam }),
  response: v.array(NameRecordSchema),
  codes: { address: "INVALID_ADDRESS" },
});

/** `GET /v1/profile/suggestions/{name}?zone=` (behaviour §7): `name` is a label or a full name. */
export const nameSuggestionsRoute = defineRoute({
  method: "GET",
  path: "/v1/profile/suggestions/:name",
  params: v.object({ name: NameSegment }),
  query: v.object({ zone: v.optional(v.string("zone must be a string")) }),
  response: NameSuggestionsSchema,
  codes: { name: "INVALID_NAME", zone: "ZONE_NOT_SERVED" },
});

const BODY_SHAPE =
  "Body must be { coin_type, address, message, signature }: coin_type a number, address an EVM address, message and signature strings";

/** Longest registration message and signature accepted (an ERC-6492 signature carries calldata). */
export const NAME_MESSAGE_MAX_LENGTH = 2_048;
export const NAME_SIGNATURE_MAX_LENGTH = 16_384;

/**
 * `POST /v1/profile/account` → 201 with the record (behaviour §7): registers the name the signed
 * registration message (see `formatNameRegistrationMessage`) names, for `address`.
 */
export const nameRegisterRoute = defineRoute({
  method: "POST",
  path: "/v1/profile/account",
  body: v.object(
    {
      coin_type: v.pipe(
        v.number("coin_type must be a number (ENSIP-11: 0x80000000 | chainId)"),
        v.safeInteger("coin_type must be an integer (ENSIP-11: 0x80000000 | chainId)"),
      ),
      address: EvmAddressField,
      message: v.pipe(
        v.string(BODY_SHAPE),
        v.nonEmpty("message is required"),
        v.maxLength(
          NAME_MESSAGE_MAX_LENGTH,
          `message is longer than ${NAME_MESSAGE_MAX_LENGTH} characters`,
        ),
      ),
      signature: v.pipe(
        v.string(BODY_SHAPE),
        v.regex(/^0x(?:[0-9a-fA-F]{2})+$/, "signature must be 0x-prefixed hex"),
        v.maxLength(
          NAME_SIGNATURE_MAX_LENGTH,
          `signature is longer than ${NAME_SIGNATURE_MAX_LENGTH} characters`,
        ),
      ),
    },
    BODY_SHAPE,
  ),
  response: NameRecordSchema,
  codes: { address: "INVALID_ADDRESS" },
});

/**
 * Why the server refused a names request, with the status it sends. Registering checks, in
 * order: the body's shape (INVALID_REQUEST); the text is a registration message
 * (MESSAGE_INVALID) naming the posted address (MESSAGE_MISMATCH); the name keeps behaviour §5's
 * rule (INVALID_NAME) in the served zone (ZONE_NOT_SERVED); the chain id is below 2^31
 * (INVALID_CHAIN_ID), `coin_type` is its ENSIP-11 coin type (COIN_TYPE_MISMATCH) and the chain
 * is served (UNSUPPORTED_CHAIN); the message is fresh (MESSAGE_EXPIRED, MESSAGE_NOT_YET_VALID)
 * and was not used before (MESSAGE_REPLAYED); the name is free (NAME_TAKEN); the signature is
 * by the address over exactly this text (SIGNATURE_INVALID), or could not be checked
 * (UPSTREAM_UNAVAILABLE); and, at the write, the message is still unused and the name still
 * free (of two registrations of one name at once, exactly one wins).
 */
export const NAME_ERROR_CODES = {
  INVALID_REQUEST: 400,
  INVALID_ADDRESS: 400,
  INVALID_NAME: 400,
  MESSAGE_INVALID: 400,
  MESSAGE_MISMATCH: 400,
  ZONE_NOT_SERVED: 400,
  INVALID_CHAIN_ID: 400,
  COIN_TYPE_MISMATCH: 400,
  UNSUPPORTED_CHAIN: 400,
  MESSAGE_EXPIRED: 400,
  MESSAGE_NOT_YET_VALID: 400,
  SIGNATURE_INVALID: 401,
  NAME_NOT_FOUND: 404,
  NAME_TAKEN: 409,
  MESSAGE_REPLAYED: 409,
  RATE_LIMITED: 429,
  UPSTREAM_UNAVAILABLE: 502,
} as const;
export type NameErrorCode = keyof typeof NAME_ERROR_CODES;
