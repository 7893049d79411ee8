const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements Tab can reach inside `container`, in document order. */
export function focusableIn(container: ParentNode): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.hidden && element.getAttribute("aria-hidden") !== "true",
  );
}

/**
 * Where Tab must go instead of the browser's default to keep focus inside the
 * dialog: wrap from the last element to the first (and back with Shift), and
 * pull focus that sits outside the list (the dialog itself) onto it.
 * Undefined means the default move is fine.
 */
export function trappedFocusTarget<T>(
  focusable: readonly T[],
  active: T | null,
  shift: boolean,
): T | undefined {
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return undefined;
  const index = active === null ? -1 : focusable.indexOf(active);
  if (index === -1) return shift ? last : first;
  if (shift && index === 0) return last;
  if (!shift && index === focusable.length - 1) return first;
  return undefined;
}
