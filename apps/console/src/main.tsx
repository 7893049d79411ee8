import { ADMIN_CSRF_HEADER, adminSessionRoute, createAdminClient } from "@foyer/protocol";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { createAdminSiwx } from "./auth/adminSiwx.js";
import { createSessionStore } from "./auth/sessionStore.js";
import { ConsoleRoot } from "./ConsoleRoot.js";
import { consoleNetworks, createConsoleFoyer } from "./foyer.js";
import { readThemePreference, resolveTheme } from "./theme/themePreference.js";
import "./styles.css";

// The stored theme is painted before anything renders: no flash of the other mode.
document.documentElement.dataset.theme = resolveTheme(
  readThemePreference(window.localStorage),
  window.matchMedia("(prefers-color-scheme: dark)").matches,
);

const root = document.getElementById("root");
if (!root) throw new Error("The console page has no #root element");

const session = createSessionStore(null);
const call = createAdminClient({
  fetch: window.fetch.bind(window),
  // Same origin: the session cookie goes along by itself; changes carry the CSRF token.
  credentials: "same-origin",
  headers(method): Record<string, string> {
    const csrf = session.get().session?.csrfToken;
    return method !== "GET" && csrf !== undefined ? { [ADMIN_CSRF_HEADER]: csrf } : {};
  },
  // The session ended (expired, signed out in another tab): back to signing in.
  onUnauthorized: () => session.set({ session: null }),
});

/**
 * Starts the console. Not top-level await: a lazy chunk that imports from this entry (the
 * development wallet does) would wait for the entry to finish evaluating, while the entry
 * waits for that chunk — neither would ever run.
 */
async function start(element: HTMLElement): Promise<void> {
  try {
    const bootstrap = await call(adminSessionRoute);
    session.set({ session: bootstrap.session });
    // `npm start` builds the console with its development wallet; other builds have none of it.
    if (import.meta.env.VITE_FOYER_CONSOLE_TEST_WALLET) {
      const { installDevTestWallet } = await import("./testWallet.js");
      await installDevTestWallet(import.meta.env.VITE_FOYER_CONSOLE_TEST_WALLET);
    }
    const foyer = createConsoleFoyer(
      consoleNetworks(bootstrap.networks, window.location.origin),
      createAdminSiwx({ call, store: session, location: window.location }),
    );
    createRoot(element).render(
      <StrictMode>
        <ConsoleRoot foyer={foyer} call={call} session={session} />
      </StrictMode>,
    );
  } catch {
    element.innerHTML =
      '<main class="page sign-in"><h1 class="brand">Foyer <small>console</small></h1><p role="alert">The admin API did not answer. Check that the server is running with FOYER_ADMIN_TOKEN or FOYER_ADMIN_ADDRESSES set, then reload.</p></main>';
  }
}

void start(root);
