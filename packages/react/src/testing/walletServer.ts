import type { FetchLike, FoyerServerOptions } from "@foyer/core";
import type { WalletListingEntry } from "@foyer/core/internal";

/**
 * A tiny registry for tests: `total` wallets named "Wallet 0"…, paged by
 * `page`/`entries`, searchable by name. Records the query of every request.
 */
export function createWalletServer(total = 100, extra: readonly WalletListingEntry[] = []) {
  const all: WalletListingEntry[] = [
    ...extra,
    ...Array.from({ length: total }, (_, i) => ({
      id: `w${i}`,
      name: `Wallet ${i}`,
      image_id: `img${i}`,
    })),
  ];
  const queries: URLSearchParams[] = [];
  const fetch: FetchLike = async (url) => {
    const query = new URL(url).searchParams;
    queries.push(query);
    const search = query.get("search")?.toLowerCase();
    const matching = search ? all.filter((w) => w.name.toLowerCase().includes(search)) : all;
    const page = Number(query.get("page") ?? 1);
    const entries = Number(query.get("entries") ?? 40);
    const body = JSON.stringify({
      data: matching.slice((page - 1) * entries, page * entries),
      count: matching.length,
    });
    return { ok: true, status: 200, headers: { get: () => null }, text: async () => body };
  };
  const server: FoyerServerOptions = { baseUrl: "http://foyer.test", fetch };
  return { server, queries };
}
