import type { ToastStore } from "@foyer/core/internal";

/**
 * Puts `text` on the clipboard and says how it went in a toast: `copied`, or `failed` when
 * the browser refuses (no permission, the page not focused).
 */
export async function copyWithToast(
  toast: ToastStore,
  text: string,
  say: { copied: string; failed: string },
): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.showSuccess(say.copied);
  } catch {
    toast.showError(say.failed);
  }
}
