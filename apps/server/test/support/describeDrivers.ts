import { describe } from "vitest";
import { drivers, type TestDriver } from "./databases.js";

/**
 * Runs the same suite once per database driver. The Postgres leg shows up as
 * skipped, with the reason in its title, when TEST_DATABASE_URL is unset.
 */
export function describeEachDriver(title: string, suite: (driver: TestDriver) => void): void {
  for (const driver of drivers) {
    const label =
      driver.skipReason === undefined
        ? `${title} [${driver.name}]`
        : `${title} [${driver.name}] — skipped: ${driver.skipReason}`;
    describe.skipIf(driver.skipReason !== undefined)(label, () => suite(driver));
  }
}
