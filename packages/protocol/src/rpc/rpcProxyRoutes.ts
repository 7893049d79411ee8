import * as v from "valibot";
import { defineRoute } from "../http/route.js";
import { RPC_PROXY_PATH } from "./rpcProxyUrl.js";

/**
 * `POST /v1/?chainId=&projectId=` with a JSON-RPC request or batch: the chain RPC proxy
 * (`rpcProxyUrl` builds its URL). It answers in JSON-RPC, its refusals included, so it reads
 * its query and body itself; `/v1` without the slash is the same proxy.
 */
export const rpcProxyRoute = defineRoute({
  method: "POST",
  path: RPC_PROXY_PATH,
  response: v.unknown(),
});
export const rpcProxyBareRoute = defineRoute({
  method: "POST",
  path: "/v1",
  response: v.unknown(),
});
