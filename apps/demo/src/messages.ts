/**
 * The demo page's own words for its first paint (the lazily loaded parts have theirs beside
 * them: panels/panelMessages.ts, theme/themeMessages.ts; Foyer's modal has its catalogue in
 * @foyer/react, its errors in @foyer/core). Browser tests import these, so a reworded line
 * changes in one place.
 */
export const demoMessages = {
  title: "Foyer",
  tagline:
    "An open-source wallet-connection modal and embedded wallet for web apps, with a provider server you host yourself.",
  intro:
    "This page is a dApp built on Foyer, running against your local world. Connect a wallet, then try each capability below.",

  footer: "Server",
  /** The footer's switch of the multiWallet feature (`?multiwallet=on`). */
  multiWalletTurnOn: "Allow several wallets at once",
  multiWalletTurnOff: "Back to one wallet at a time",
  footerProject: "project",
} as const;
