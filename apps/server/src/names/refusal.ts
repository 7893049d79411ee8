import { STATUS_CODES } from "node:http";
import { NAME_ERROR_CODES, type NameErrorCode } from "@foyer/protocol";
import type { ErrorBody } from "../http/errors.js";

/** A refused names request: the status of its code (`NAME_ERROR_CODES`) and the body. */
export interface NameRefusal {
  status: number;
  body: ErrorBody;
}

export function nameRefusal(code: NameErrorCode, message: string): NameRefusal {
  const status = NAME_ERROR_CODES[code];
  return { status, body: { code, error: STATUS_CODES[status] ?? "Bad Request", message } };
}
