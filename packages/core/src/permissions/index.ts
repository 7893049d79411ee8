export * from "./permissionSummary.js";
