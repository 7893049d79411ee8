export * from "./fixtures.js";
