import { NAME_ERROR_CODES, type NameErrorCode } from "@foyer/protocol";
import { type Refusal, refusalOf } from "../http/errors.js";

/** A refused names request: the status of its code (`NAME_ERROR_CODES`) and the body. */
export type NameRefusal = Refusal;

export function nameRefusal(code: NameErrorCode, message: string): NameRefusal {
  return refusalOf(NAME_ERROR_CODES, code, message);
}
