import type { BitcoinConfig } from "./bitcoinConfig.js";

/** An upstream Esplora answer, passed on as it came. */
export interface EsploraAnswer {
  status: number;
  body: string;
  contentType: string;
}

/** The Esplora upstream did not answer (down, refused, timed out). */
export class EsploraUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = "EsploraUnavailableError";
  }
}

export interface EsploraUpstream {
  /** Whether the network has an upstream. */
  has(chainId: string): boolean;
  /** Calls `method path` (path with its leading `/`) on the network's Esplora. */
  call(
    chainId: string,
    method: "GET" | "POST",
    path: string,
    body?: string,
  ): Promise<EsploraAnswer>;
}

/** Esplora calls per network, each bounded by one deadline. */
export function createEsploraUpstream(config: BitcoinConfig, timeoutMs: number): EsploraUpstream {
  const urls = config.esploraUrls as Readonly<Record<string, string | undefined>>;
  return {
    has: (chainId) => urls[chainId] !== undefined,
    async call(chainId, method, path, body) {
      const base = urls[chainId];
      if (base === undefined) throw new EsploraUnavailableError(`no Esplora for ${chainId}`);
      let response: Response;
      try {
        response = await fetch(`${base}${path}`, {
          method,
          ...(body === undefined ? {} : { body, headers: { "content-type": "text/plain" } }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new EsploraUnavailableError(`Esplora ${method} ${path} failed`, { cause: error });
      }
      return {
        status: response.status,
        body: await response.text(),
        contentType: response.headers.get("content-type") ?? "text/plain",
      };
    },
  };
}
