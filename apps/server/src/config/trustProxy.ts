import { isIP } from "node:net";
import { ConfigError } from "../configError.js";
import { nonEmpty } from "./envValues.js";

/**
 * `TRUST_PROXY`: the addresses of the load balancers in front of this server, as IPs or CIDR
 * ranges (`127.0.0.1,10.0.0.0/8`). A request from one of them is taken to come from the
 * client its `X-Forwarded-For` names, so per-IP rate limits count clients rather than the
 * proxy. Unset: no proxy is trusted and the header is ignored — a client could otherwise
 * claim any address.
 */
export function parseTrustProxy(raw: string | undefined): string[] {
  const value = nonEmpty(raw);
  if (value === undefined) return [];
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  for (const entry of entries) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        `TRUST_PROXY entry "${entry.slice(0, 64)}" is not an IP address or CIDR range like 10.0.0.0/8`,
      );
    }
  }
  return [...new Set(entries)];
}

function isAddressOrRange(entry: string): boolean {
  const [address = "", prefix, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}
