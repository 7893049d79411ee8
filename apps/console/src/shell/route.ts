/** The console's views, in the order the navigation lists them. */
export const VIEWS = [
  "projects",
  "sponsorship",
  "users",
  "sessions",
  "reports",
  "usage",
  "audit",
] as const;
export type ViewName = (typeof VIEWS)[number];

/** Views that show one project's data and need it chosen. */
export const PROJECT_VIEWS: readonly ViewName[] = [
  "sponsorship",
  "users",
  "sessions",
  "reports",
  "usage",
];

/** Where the console is: a view, and the project it shows (for project views). */
export interface ConsoleRoute {
  view: ViewName;
  projectId: string | undefined;
}

/**
 * Reads the location's hash (`#/users?project=shop`), so a view can be bookmarked, reloaded
 * and reached with Back. Anything unknown is the projects list.
 */
export function parseRoute(hash: string): ConsoleRoute {
  const text = hash.replace(/^#\/?/, "");
  const [path = "", search = ""] = text.split("?", 2);
  const view = (VIEWS as readonly string[]).includes(path) ? (path as ViewName) : "projects";
  const projectId = new URLSearchParams(search).get("project")?.trim() || undefined;
  return { view, projectId };
}

/** The hash of a route; the project is kept for the views that show one. */
export function formatRoute(route: ConsoleRoute): string {
  const project =
    route.projectId !== undefined && PROJECT_VIEWS.includes(route.view)
      ? `?project=${encodeURIComponent(route.projectId)}`
      : "";
  return `#/${route.view}${project}`;
}
