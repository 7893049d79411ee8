import type { PreviewAnswer } from "@foyer/core/internal";
import { transactionPreviewRoute } from "@foyer/protocol";
import * as v from "valibot";
import type { Hex } from "viem";

/** One call of a request, as the frame holds it. */
export interface PreviewableCall {
  to: Hex;
  value: bigint;
  data: Hex;
}

/** Asks the server what calls from `from` on `chainId` (CAIP-2) would do. */
export type Previewer = (
  chainId: string,
  from: Hex,
  calls: readonly PreviewableCall[],
) => Promise<PreviewAnswer>;

/**
 * How long an approval waits for the preview before it says it could not simulate: the
 * devnet answers in about 10 ms, a public network's upstream in well under a second.
 */
const PREVIEW_TIMEOUT_MS = 8_000;

/** A previewer with the request's chain already chosen. */
export type AccountPreviewer = (
  from: Hex,
  calls: readonly PreviewableCall[],
) => Promise<PreviewAnswer>;

/** The approval's preview of `calls` from `from`, when the frame can ask for one. */
export function previewOf(
  preview: AccountPreviewer | undefined,
  from: Hex,
  calls: readonly PreviewableCall[],
): { preview?: { callCount: number; load: () => Promise<PreviewAnswer> } } {
  if (preview === undefined || calls.length === 0) return {};
  return { preview: { callCount: calls.length, load: () => preview(from, calls) } };
}

/** The preview route on the frame's own server (same origin, the project's id in the query). */
export function createPreviewer(options: {
  baseUrl: string;
  projectId: string;
  fetch: typeof fetch;
}): Previewer {
  return async (chainId, from, calls) => {
    const url = new URL(transactionPreviewRoute.path, options.baseUrl);
    url.searchParams.set("projectId", options.projectId);
    const response = await options.fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        chainId,
        from,
        calls: calls.map((call) => ({
          to: call.to,
          value: `0x${call.value.toString(16)}`,
          data: call.data,
        })),
      }),
      credentials: "omit",
      signal: AbortSignal.timeout(PREVIEW_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`preview answered ${response.status}`);
    return v.parse(transactionPreviewRoute.response, await response.json());
  };
}
