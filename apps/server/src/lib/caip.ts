/** CAIP-2: exactly two non-empty colon-separated parts (`namespace:reference`). */
export function isCaip2(value: string): boolean {
  const parts = value.split(":");
  return parts.length === 2 && parts.every((part) => part.length > 0);
}
