/**
 * The dev account new sessions are approved with, kept in localStorage so a
 * reload keeps the person's choice (sessions themselves remember theirs).
 */
import { ACCOUNT_COUNT } from "./signer.js";

const KEY = "foyer-wallet:account";

export function loadAccountIndex(storage: Pick<Storage, "getItem">): number {
  const stored = Number(storage.getItem(KEY));
  return Number.isInteger(stored) && stored >= 0 && stored < ACCOUNT_COUNT ? stored : 0;
}

export function saveAccountIndex(storage: Pick<Storage, "setItem">, index: number): void {
  storage.setItem(KEY, String(index));
}
