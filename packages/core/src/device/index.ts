export { type DeviceSource, isMobileDevice, MOBILE_MAX_WIDTH_PX } from "./mobileDevice.js";
