/** One Foyer app on the page: its project, its scope (kept apart from others) and its chain. */
export interface PageApp {
  projectId: string;
  /** The instance's storage scope; the page's single app has none (plain `@foyer/…` keys). */
  scope?: string;
  name: string;
  chain: { id: number; name: string; rpc: "devnet" | "devnet2" };
}

/** The home page's app, on the devnet. */
export const MAIN_APP: PageApp = {
  projectId: "next-example",
  name: "Foyer on Next.js",
  chain: { id: 31337, name: "Foyer Devnet", rpc: "devnet" },
};

/** The two-instance page: two apps with their own projects and networks, side by side. */
export const SHOP_APP: PageApp = {
  projectId: "next-shop",
  scope: "shop",
  name: "Shop",
  chain: { id: 31337, name: "Foyer Devnet", rpc: "devnet" },
};
export const BANK_APP: PageApp = {
  projectId: "next-bank",
  scope: "bank",
  name: "Bank",
  chain: { id: 31338, name: "Foyer Devnet 2", rpc: "devnet2" },
};
