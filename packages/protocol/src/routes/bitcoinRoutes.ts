import * as v from "valibot";
import { isBitcoinNetworkId } from "../bitcoin/bitcoinNetworks.js";
import { ESPLORA_BASE_PATH, ESPLORA_PROXY_PATH } from "../bitcoin/esploraPaths.js";
import { shown } from "../http/fields.js";
import { defineRoute } from "../http/route.js";

/** The `chainId` of a Bitcoin route: one of the three bip122 networks. */
export const BitcoinChainIdParam = v.pipe(
  v.string(
    "chainId query parameter is required, e.g. ?chainId=bip122:000000000019d6689c085ae165831e93",
  ),
  v.check(
    (value: string) => isBitcoinNetworkId(value),
    (issue: v.CheckIssue<string>) =>
      `chainId must be a Bitcoin network (bip122:…) the server knows (got "${shown(issue.input)}")`,
  ),
);

/** The broadcast body: the raw transaction as hex text. */
const RawTransactionBody = v.pipe(
  v.string("Body must be the raw transaction as hex text"),
  v.regex(/^\s*(?:[0-9a-fA-F]{2})+\s*$/, "Body must be the raw transaction as hex text"),
);

const EsploraQuery = v.object({ chainId: BitcoinChainIdParam, projectId: v.optional(v.string()) });

/**
 * `GET /v1/bitcoin/esplora/<esplora path>?chainId=bip122:…&projectId=…`: Foyer's Esplora
 * proxy. Only the paths of `isAllowedEsploraPath` are forwarded; the upstream's body
 * (JSON or text) and status come back verbatim. A network without an upstream → 400
 * 'Network not supported'.
 */
export const esploraGetRoute = defineRoute({
  method: "GET",
  path: `${ESPLORA_PROXY_PATH}/*`,
  query: EsploraQuery,
  response: v.unknown(),
  codes: { chainId: "INVALID_CHAIN_ID" },
});

/**
 * `POST /v1/bitcoin/esplora/tx?chainId=bip122:…&projectId=…`: broadcasts a raw
 * transaction (hex as the text body); answers the txid as text, or the upstream's refusal
 * (text, status 400) verbatim.
 */
export const esploraBroadcastRoute = defineRoute({
  method: "POST",
  path: `${ESPLORA_PROXY_PATH}/tx`,
  query: EsploraQuery,
  body: RawTransactionBody,
  response: v.string(),
  codes: { chainId: "INVALID_CHAIN_ID" },
});

/** The project and network of the base-URL form, from its path. */
const EsploraBaseParams = v.object({
  projectId: v.pipe(v.string(), v.nonEmpty("projectId is required in the path")),
  chainId: BitcoinChainIdParam,
});

/**
 * `GET /v1/esplora/{projectId}/{chainId}/<esplora path>`: the same proxy for clients that take
 * one base URL (`esploraBaseUrl`), the project and network in the path. Same allow-list,
 * answers and refusals as {@link esploraGetRoute}.
 */
export const esploraBaseGetRoute = defineRoute({
  method: "GET",
  path: `${ESPLORA_BASE_PATH}/*`,
  params: EsploraBaseParams,
  response: v.unknown(),
  codes: { chainId: "INVALID_CHAIN_ID" },
});

/** `POST /v1/esplora/{projectId}/{chainId}/tx`: the broadcast of the base-URL form. */
export const esploraBaseBroadcastRoute = defineRoute({
  method: "POST",
  path: `${ESPLORA_BASE_PATH}/tx`,
  params: EsploraBaseParams,
  body: RawTransactionBody,
  response: v.string(),
  codes: { chainId: "INVALID_CHAIN_ID" },
});

/** The message of a proxy call for a Bitcoin network the server has no upstream for. */
export const ESPLORA_NETWORK_NOT_SUPPORTED = "Network not supported";
