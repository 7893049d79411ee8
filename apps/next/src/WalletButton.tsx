"use client";
import { ConnectButton } from "@foyer/react";

/** The connect button, as a client component a server page can place. */
export function WalletButton() {
  return <ConnectButton />;
}
