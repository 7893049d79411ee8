import { ALERTS, type FoyerAlert } from "../errors/alerts.js";

/**
 * Behaviour §5 "project id required, else an alert": the PROJECT_ID_NOT_CONFIGURED
 * alert when `projectId` is missing or blank, else `undefined`. An alert
 * rather than a throw, so the rest of the modal still starts.
 */
export function projectIdAlert(projectId: unknown): FoyerAlert | undefined {
  return typeof projectId === "string" && projectId.trim() !== ""
    ? undefined
    : ALERTS.PROJECT_ID_NOT_CONFIGURED;
}
