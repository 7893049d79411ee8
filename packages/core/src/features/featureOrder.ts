/**
 * Completes a host-given order: the host's entries first, in its order,
 * then the ones it left out in default order, so no section silently
 * disappears (visibility is the flags' job). `undefined` when an entry is
 * unknown or repeated.
 */
export function completeOrder<T extends string>(
  order: unknown,
  defaults: readonly T[],
): T[] | undefined {
  if (!Array.isArray(order)) return undefined;
  const known = (value: unknown): value is T => defaults.some((entry) => entry === value);
  if (!order.every(known) || new Set(order).size !== order.length) return undefined;
  return [...order, ...defaults.filter((entry) => !order.includes(entry))];
}
