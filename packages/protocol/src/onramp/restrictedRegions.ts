/**
 * Time zones where card purchases are refused (behaviour §9: "a list of several Asia regions";
 * the exact list is ours): the regions card-onramp providers commonly do not serve. The
 * client hides nothing by them but says why a purchase can't be made; the server refuses
 * quotes and checkouts from them. Compared case-insensitively.
 */
export const RESTRICTED_TIMEZONES = [
  "Asia/Shanghai",
  "Asia/Urumqi",
  "Asia/Chongqing",
  "Asia/Harbin",
  "Asia/Kashgar",
  "Asia/Macau",
  "Asia/Macao",
  "Asia/Hong_Kong",
] as const;

export function isRestrictedTimezone(timezone: string | undefined): boolean {
  if (timezone === undefined) return false;
  const wanted = timezone.trim().toLowerCase();
  return RESTRICTED_TIMEZONES.some((zone) => zone.toLowerCase() === wanted);
}

/** What the server answers a purchase from a restricted time zone (403). */
export const ONRAMP_REGION_RESTRICTED = "Card purchases are not available in your region";
