import type { AccountType } from "@foyer/core";
import * as v from "valibot";

/** Account types as the frame spells them on the wire (behaviour §6). */
export const WIRE_ACCOUNT_TYPES = ["EOA", "SMART_ACCOUNT"] as const;

export type WireAccountType = (typeof WIRE_ACCOUNT_TYPES)[number];

export const WireAccountTypeSchema = v.picklist(WIRE_ACCOUNT_TYPES);

const TO_WIRE = { eoa: "EOA", smartAccount: "SMART_ACCOUNT" } as const satisfies Record<
  AccountType,
  WireAccountType
>;

const FROM_WIRE = { EOA: "eoa", SMART_ACCOUNT: "smartAccount" } as const satisfies Record<
  WireAccountType,
  AccountType
>;

/** core's `eoa` / `smartAccount` → the frame's `EOA` / `SMART_ACCOUNT`. */
export function toWireAccountType(type: AccountType): WireAccountType {
  return TO_WIRE[type];
}

/** The frame's `EOA` / `SMART_ACCOUNT` → core's `eoa` / `smartAccount`. */
export function fromWireAccountType(type: WireAccountType): AccountType {
  return FROM_WIRE[type];
}
