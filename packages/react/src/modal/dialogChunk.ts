/**
 * The open modal's chunk: the dialog with its views and its stylesheet, and the
 * Connect view's warm-up. Nothing
 * here is needed before the modal opens, so the page's first load leaves it out;
 * `modalDialogChunk.ts` loads it once the page is idle, or as the pointer nears
 * the connect button, so a click finds it ready.
 */
export { warmUpConnectView } from "./connectViewWarmup.js";
export { DIALOG_CSS } from "./dialogStyles.js";
export { ModalDialog } from "./ModalDialog.js";
export { createStyleHost } from "./shadowStyles.js";
