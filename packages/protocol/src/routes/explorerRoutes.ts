import * as v from "valibot";
import { isCaipNetworkId } from "../caip/caip.js";
import { shown } from "../http/fields.js";
import { defineRoute } from "../http/route.js";
import { EXPLORER_PATHS } from "./explorerPaths.js";

/**
 * `certified`: the entry's rdns and links were checked against the wallet's own published
 * metadata. `none`: listed, but not reviewed to that standard.
 */
export const BADGE_TYPES = ["certified", "none"] as const;
export type BadgeType = (typeof BADGE_TYPES)[number];

/** Behaviour §9 "page 40": the registry's page size. */
export const DEFAULT_WALLET_ENTRIES = 40;
/** The spec's search page size is 100; nothing needs more in one answer. */
export const MAX_WALLET_ENTRIES = 100;
/** Far past any real list; bounds the arithmetic on hostile input. */
export const MAX_WALLET_PAGE = 10_000;
export const MAX_WALLET_SEARCH_LENGTH = 100;
/** Per comma-separated list; enough for any project's include/exclude configuration. */
export const MAX_WALLET_LIST_ITEMS = 200;
export const MAX_WALLET_ID_LENGTH = 128;

/** Fastify reads `?page=1&page=2` as an array: ambiguous, so refused. */
const givenOnce = (name: string) => `${name} must be given once`;

/** A whole number from 1 to `max` as decimal digits; absent gives `fallback`. */
function wholeNumberParam(name: string, fallback: number, max: number) {
  const message = `${name} must be a whole number from 1 to ${max}`;
  return v.optional(
    v.pipe(
      v.string(givenOnce(name)),
      v.regex(/^[0-9]{1,9}$/, message),
      v.transform(Number),
      v.minValue(1, message),
      v.maxValue(max, message),
    ),
    String(fallback),
  );
}

/** Comma-separated ids, blanks dropped (`include=` is no list at all). */
function idListParam(name: string) {
  return v.optional(
    v.pipe(
      v.string(givenOnce(name)),
      v.transform((value) =>
        value
          .split(",")
          .map((item) => item.trim())
          .filter((item) => item.length > 0),
      ),
      v.maxLength(MAX_WALLET_LIST_ITEMS, `${name} accepts at most ${MAX_WALLET_LIST_ITEMS} ids`),
      v.check(
        (items: string[]) => items.every((item) => item.length <= MAX_WALLET_ID_LENGTH),
        `ids are at most ${MAX_WALLET_ID_LENGTH} characters`,
      ),
    ),
  );
}

const ChainsParam = v.pipe(
  idListParam("chains"),
  v.check(
    (chains: string[] | undefined) => (chains ?? []).every(isCaipNetworkId),
    (issue: v.CheckIssue<string[] | undefined>) =>
      `'${shown(issue.input?.find((chain) => !isCaipNetworkId(chain)))}' is not a CAIP-2 network id`,
  ),
);

/**
 * The `GET /getWallets` query as the server reads it. Parameters it doesn't know (projectId,
 * st, sv, clientId) are the project guard's or analytics' and are ignored; known ones that
 * are malformed are refused, never guessed at. `null` means "no filter".
 */
export const WalletsQuerySchema = v.pipe(
  v.object({
    page: wholeNumberParam("page", 1, MAX_WALLET_PAGE),
    entries: wholeNumberParam("entries", DEFAULT_WALLET_ENTRIES, MAX_WALLET_ENTRIES),
    search: v.optional(
      v.pipe(
        v.string(givenOnce("search")),
        v.trim(),
        v.maxLength(
          MAX_WALLET_SEARCH_LENGTH,
          `search must be at most ${MAX_WALLET_SEARCH_LENGTH} characters`,
        ),
      ),
      "",
    ),
    badge_type: v.optional(
      v.pipe(
        v.string(givenOnce("badge_type")),
        v.check(
          (value: string) => value === "" || BADGE_TYPES.some((badge) => badge === value),
          `badge_type must be one of: ${BADGE_TYPES.join(", ")}`,
        ),
      ),
      "",
    ),
    include: idListParam("include"),
    exclude: idListParam("exclude"),
    chains: ChainsParam,
  }),
  v.transform(({ search, badge_type, include, exclude, chains, ...paging }) => ({
    ...paging,
    search: search === "" ? null : search,
    badge_type: BADGE_TYPES.find((badge) => badge === badge_type) ?? null,
    include: include !== undefined && include.length > 0 ? include : null,
    exclude: exclude ?? [],
    chains: chains !== undefined && chains.length > 0 ? chains : null,
  })),
);
export type WalletsQuery = v.InferOutput<typeof WalletsQuerySchema>;

/**
 * Behaviour §3 wallet listing entry. `id` and `name` are what a list needs; the other fields are
 * typed when present, so a client keeps a wallet whose server leaves out a link. Foyer's
 * server sends every field (null where there is no value) plus `homepage` and `badge_type`.
 */
export const WalletListingSchema = v.object({
  id: v.string(),
  name: v.string(),
  /** Id to use with `GET /getWalletImage/{id}`. */
  image_id: v.optional(v.string()),
  /** The wallet's EIP-6963 reverse-DNS id, when it announces one. */
  rdns: v.nullish(v.string()),
  mobile_link: v.nullish(v.string()),
  desktop_link: v.nullish(v.string()),
  webapp_link: v.nullish(v.string()),
  homepage: v.optional(v.string()),
  /** CAIP-2 ids the wallet supports. */
  chains: v.optional(v.array(v.string())),
  /** One of {@link BADGE_TYPES} today; any string, so a newer server's badge drops no wallet. */
  badge_type: v.optional(v.string()),
});
export type WalletListing = v.InferOutput<typeof WalletListingSchema>;

/** `GET /getWallets` (behaviour §7): one page of the registry and `count`, the total before paging. */
export const walletsRoute = defineRoute({
  method: "GET",
  path: EXPLORER_PATHS.wallets,
  query: WalletsQuerySchema,
  response: v.object({
    data: v.array(WalletListingSchema),
    count: v.pipe(v.number(), v.integer(), v.minValue(0)),
  }),
});

/** Image ids are short tokens: slugs, CAIP-2 ids, ISO codes, symbols. */
const IMAGE_ID = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,63}$/;

const ImageIdParams = v.object({
  id: v.pipe(
    v.string(),
    v.regex(IMAGE_ID, (issue) => `'${shown(issue.input)}' is not an image id`),
  ),
});

/**
 * What an image route answers: an image document (SVG today). Clients put the route's URL
 * in an `<img>`; none reads the body, so only its being text is stated.
 */
const ImageBody = v.string();

/** An image route: one image id in the path, an image in the answer, nothing else read. */
function imageRoute<const P extends string>(path: P) {
  return defineRoute({ method: "GET", path, params: ImageIdParams, response: ImageBody });
}

/** `GET /getWalletImage/{id}` (behaviour §7): the wallet's image; an unknown id is a 404. */
export const walletImageRoute = imageRoute(EXPLORER_PATHS.walletImage);

/** `GET /public/getAssetImage/{id}` (behaviour §7): a network's image by CAIP-2 id. */
export const assetImageRoute = imageRoute(EXPLORER_PATHS.assetImage);

/** `GET /public/getCurrencyImage/{id}` (behaviour §7): a fiat currency's image by ISO 4217 code. */
export const currencyImageRoute = imageRoute(EXPLORER_PATHS.currencyImage);

/** `GET /public/getTokenImage/{id}` (behaviour §7): a token's image by symbol. */
export const tokenImageRoute = imageRoute(EXPLORER_PATHS.tokenImage);
