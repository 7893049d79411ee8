export { type AlertState, type Alerts, createAlerts } from "./alertStore.js";
export { type CloseState, canClose } from "./canClose.js";
export { createModal, type Modal, type ModalState, SHAKE_DURATION_MS } from "./modalStore.js";
export { type OpeningState, type OpenOptions, openingView } from "./openingView.js";
