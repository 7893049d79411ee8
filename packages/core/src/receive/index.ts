export { receiveAddress } from "./receiveAddress.js";
