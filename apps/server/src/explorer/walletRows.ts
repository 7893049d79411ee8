import type { NewWalletRow, WalletRow } from "../db/schema.js";
import type { WalletEntry } from "./types.js";

/**
 * The one place the registry's API shape (`WalletEntry`, snake_case like the
 * spec's JSON) meets the `wallets` table's drizzle row (camelCase). Both
 * directions list every column, so adding one without mapping it is a type error.
 */
export function toWalletRow(entry: WalletEntry): Omit<NewWalletRow, "createdAt" | "updatedAt"> {
  return {
    id: entry.id,
    name: entry.name,
    rdns: entry.rdns,
    mobileLink: entry.mobile_link,
    desktopLink: entry.desktop_link,
    webappLink: entry.webapp_link,
    homepage: entry.homepage,
    chains: [...entry.chains],
    badgeType: entry.badge_type,
    sortOrder: entry.order,
    color: entry.color,
  };
}

export function fromWalletRow(row: WalletRow): WalletEntry {
  return {
    id: row.id,
    name: row.name,
    rdns: row.rdns,
    mobile_link: row.mobileLink,
    desktop_link: row.desktopLink,
    webapp_link: row.webappLink,
    homepage: row.homepage,
    chains: row.chains,
    // The column's check constraint keeps this to the two known values.
    badge_type: row.badgeType,
    order: row.sortOrder,
    color: row.color,
  };
}
