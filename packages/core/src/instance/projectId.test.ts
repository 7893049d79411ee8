import { describe, expect, it } from "vitest";
import { ALERTS } from "../errors/alerts.js";
import { projectIdAlert } from "./projectId.js";

describe("project id required (behaviour §5)", () => {
  it.each<[unknown, boolean]>([
    ["c7f3a1", false],
    [undefined, true],
    ["", true],
    ["   ", true],
    [123, true],
  ])("%j alerts: %s", (projectId, alerts) => {
    expect(projectIdAlert(projectId)).toBe(alerts ? ALERTS.PROJECT_ID_NOT_CONFIGURED : undefined);
  });
});
