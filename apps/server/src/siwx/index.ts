export { DEFAULT_SIWX_SETTINGS, type SiwxSettings, siwxRoutes } from "./siwxRoutes.js";
