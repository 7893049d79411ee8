import { createMemoryStorage, type KeyValueStorage } from "../effects/storage.js";
import { createFoyer, type Foyer } from "../instance/createFoyer.js";
import type { FoyerOptions } from "../instance/options.js";
import { createFakeAdapter, evmConnector, type FakeAdapter } from "./fakeAdapter.js";
import { createFakeClock, type FakeClock } from "./fakeClock.js";
import { base, mainnet } from "./fixtures.js";

export interface TestFoyer {
  foyer: Foyer;
  adapter: FakeAdapter;
  clock: FakeClock;
  storage: KeyValueStorage;
}

/** An instance on fakes: an EVM adapter with connectors "metamask" and "rabby", mainnet + Base. */
export function setupFoyer(
  patch: Partial<FoyerOptions> = {},
  shared: { storage?: KeyValueStorage; clock?: FakeClock; adapter?: FakeAdapter } = {},
): TestFoyer {
  const clock = shared.clock ?? createFakeClock(1_000);
  const storage = shared.storage ?? createMemoryStorage();
  const adapter =
    shared.adapter ??
    createFakeAdapter({
      connectors: [
        evmConnector("metamask", { explorerId: "mm-registry", imageUrl: "data:mm" }),
        evmConnector("rabby"),
      ],
    });
  const foyer = createFoyer({
    projectId: "test-project",
    networks: [mainnet, base],
    adapters: [adapter],
    storage,
    clock,
    ...patch,
  });
  return { foyer, adapter, clock, storage };
}

/** Lets pending promise callbacks (background balance fetches) run. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}
