import { describe, expect, it } from "vitest";
import { ALERTS } from "../errors/alerts.js";
import { createAlerts } from "./alertStore.js";

describe("alerts (behaviour §8)", () => {
  it("raises and dismisses an alert", () => {
    const alerts = createAlerts();
    alerts.raise(ALERTS.PROJECT_ID_NOT_CONFIGURED);
    expect(alerts.store.getState().alert).toBe(ALERTS.PROJECT_ID_NOT_CONFIGURED);
    alerts.dismiss();
    expect(alerts.store.getState().alert).toBeUndefined();
  });
});
