export {
  createToastStore,
  TOAST_AUTO_CLOSE_MS,
  TOAST_RESHOW_DELAY_MS,
  type ToastIcon,
  type ToastOptions,
  type ToastState,
  type ToastStore,
  type ToastStoreOptions,
  type ToastVariant,
} from "./createToastStore.js";
