import { type RouteBody, type RouteResponse, transactionPreviewRoute } from "@foyer/protocol";
import type { PreviewCallDraft } from "../../preview/previewCalls.js";
import { callRoute } from "../http/callRoute.js";
import type { BlockchainContext } from "./blockchainContext.js";

/** What `POST /v1/transactions/preview` answers: the calls decoded and their simulation. */
export type TransactionPreview = RouteResponse<typeof transactionPreviewRoute>;

/** Arguments of `PreviewApi.previewTransaction`. */
export interface TransactionPreviewRequest {
  /** CAIP-2 network (`eip155:…`) the calls run on. */
  chainId: string;
  /** The account that sends them. */
  from: string;
  calls: readonly PreviewCallDraft[];
}

/** What a transaction would do, asked of the provider server before a wallet is. */
export interface PreviewApi {
  /**
   * `POST /v1/transactions/preview`: each call decoded and the calls simulated in order
   * from `from`. A network that can't simulate answers `simulation.status: "unavailable"`;
   * a refusal or an unreachable server rejects.
   */
  previewTransaction(request: TransactionPreviewRequest): Promise<TransactionPreview>;
}

/** The preview client over the instance's blockchain API; answers checked with the route's schema. */
export function createPreviewApi(context: BlockchainContext): PreviewApi {
  const { client, projectId } = context;
  return {
    async previewTransaction({ chainId, from, calls }) {
      const body = {
        chainId,
        from,
        calls: calls.map((call) => ({
          to: call.to,
          value: `0x${call.value.toString(16)}`,
          ...(call.data ? { data: call.data } : {}),
        })),
        projectId,
      } satisfies RouteBody<typeof transactionPreviewRoute>;
      return callRoute(client, transactionPreviewRoute, { body });
    },
  };
}
