import { adminSignOutRoute } from "@foyer/protocol";
import { ConnectButton, useFoyer } from "@foyer/react";
import { lazy, Suspense, useCallback, useEffect, useState } from "react";
import { ThemeControl } from "../theme/ThemeControl.js";
import type { ThemePreference } from "../theme/themePreference.js";
import { useConsole } from "./consoleContext.js";
import { type ConsoleRoute, formatRoute, VIEWS, type ViewName } from "./route.js";
import { useRoute } from "./useRoute.js";

// Each view is a chunk of its own, fetched when first opened.
const ProjectsView = lazy(() => import("../views/Projects/ProjectsView.js"));
const SponsorshipView = lazy(() => import("../views/Sponsorship/SponsorshipView.js"));
const UsersView = lazy(() => import("../views/Users/UsersView.js"));
const SessionsView = lazy(() => import("../views/Sessions/SessionsView.js"));
const ReportsView = lazy(() => import("../views/Reports/ReportsView.js"));
const UsageView = lazy(() => import("../views/Usage/UsageView.js"));
const AuditView = lazy(() => import("../views/Audit/AuditView.js"));

const TITLES: Record<ViewName, string> = {
  projects: "Projects",
  sponsorship: "Sponsorship",
  users: "Users",
  sessions: "Sessions",
  reports: "Reports",
  usage: "Usage",
  audit: "Audit",
};

/** The signed-in console: header, the views' navigation, one view. */
export function Shell(props: {
  theme: {
    preference: ThemePreference;
    mode: "light" | "dark";
    choose(value: ThemePreference): void;
  };
}) {
  const { call, session } = useConsole();
  const foyer = useFoyer();
  const { route, go } = useRoute();
  // The project last looked at, created or edited: the project views open on it, so an
  // operator who just made `shop` finds shop's users under Users.
  const [current, setCurrent] = useState<string | undefined>(route.projectId);
  useEffect(() => {
    if (route.projectId !== undefined) setCurrent(route.projectId);
  }, [route.projectId]);
  const onProjectChange = useCallback(
    (projectId: string) => go({ view: route.view, projectId }),
    [go, route.view],
  );

  async function signOut() {
    await call(adminSignOutRoute).catch(() => undefined);
    session.set({ session: null });
    await foyer.disconnect().catch(() => undefined);
  }

  const link = (view: ViewName): ConsoleRoute => ({ view, projectId: route.projectId ?? current });
  const viewProps = { projectId: route.projectId, onProjectChange };
  return (
    <div className="page">
      <a className="skip-link" href="#main">
        Skip to the view
      </a>
      <header className="topbar">
        <h1 className="brand">
          Foyer <small>console</small>
        </h1>
        <div className="topbar__actions">
          <ThemeControl value={props.theme.preference} onChange={props.theme.choose} />
          <ConnectButton />
          <button type="button" className="secondary" onClick={() => void signOut()}>
            Sign out
          </button>
        </div>
      </header>
      <nav className="nav" aria-label="Views">
        {VIEWS.map((view) => (
          <a
            key={view}
            href={formatRoute(link(view))}
            aria-current={route.view === view ? "page" : undefined}
          >
            {TITLES[view]}
          </a>
        ))}
      </nav>
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<p className="muted">Loading…</p>}>
          {route.view === "projects" ? <ProjectsView onProjectChosen={setCurrent} /> : null}
          {route.view === "sponsorship" ? <SponsorshipView {...viewProps} /> : null}
          {route.view === "users" ? <UsersView {...viewProps} /> : null}
          {route.view === "sessions" ? <SessionsView {...viewProps} /> : null}
          {route.view === "reports" ? <ReportsView {...viewProps} /> : null}
          {route.view === "usage" ? <UsageView {...viewProps} mode={props.theme.mode} /> : null}
          {route.view === "audit" ? <AuditView /> : null}
        </Suspense>
      </main>
    </div>
  );
}
