import {
  type AdminProject,
  type adminCreateProjectRoute,
  type adminUpdateProjectRoute,
  DEFAULT_REMOTE_FEATURES,
  nameZoneProblem,
  originProblem,
  PROJECT_FEATURE_NAMES,
  type ProjectFeatures,
  projectIdProblem,
  type RouteBody,
} from "@foyer/protocol";

/** A project as the form holds it while the operator edits. */
export interface ProjectDraft {
  id: string;
  name: string;
  /** One entry per origin input; empty ones are ignored. */
  origins: string[];
  features: ProjectFeatures;
  /** Empty: the server's zone. */
  nameZone: string;
}

/** A new project's draft: the default features, analytics off, one empty origin to fill. */
export function newDraft(): ProjectDraft {
  return {
    id: "",
    name: "",
    origins: [""],
    features: {
      ...DEFAULT_REMOTE_FEATURES,
      socials: [...DEFAULT_REMOTE_FEATURES.socials],
      analytics: false,
    },
    nameZone: "",
  };
}

export function draftOf(project: AdminProject): ProjectDraft {
  return {
    id: project.id,
    name: project.name,
    origins: project.allowedOrigins.length > 0 ? [...project.allowedOrigins] : [""],
    features: { ...project.features, socials: [...project.features.socials] },
    nameZone: project.nameZone ?? "",
  };
}

/** Problems by field (`id`, `name`, `origins.<i>`, `nameZone`), as the operator types. */
export function draftProblems(draft: ProjectDraft, isNew: boolean): Record<string, string> {
  const problems: Record<string, string> = {};
  if (isNew) {
    const id = projectIdProblem(draft.id);
    if (id !== undefined) problems.id = id;
  }
  if (draft.name.trim() === "") problems.name = "name must not be empty";
  draft.origins.forEach((origin, index) => {
    if (origin.trim() === "") return;
    const problem = originProblem(origin.trim());
    if (problem !== undefined) problems[`origins.${index}`] = problem;
  });
  const zone = draft.nameZone.trim();
  if (zone !== "") {
    const problem = nameZoneProblem(zone);
    if (problem !== undefined) problems.nameZone = problem;
  }
  return problems;
}

function originsOf(draft: ProjectDraft): string[] {
  return [...new Set(draft.origins.map((origin) => origin.trim()).filter((o) => o !== ""))];
}

/** The create call's body. */
export function createBody(draft: ProjectDraft): RouteBody<typeof adminCreateProjectRoute> {
  const zone = draft.nameZone.trim();
  return {
    id: draft.id.trim(),
    name: draft.name.trim(),
    allowedOrigins: originsOf(draft),
    features: { ...draft.features, socials: [...draft.features.socials] },
    ...(zone === "" ? {} : { nameZone: zone }),
  };
}

/** The update call's body: only what changed, features key by key; undefined when nothing did. */
export function patchBody(
  project: AdminProject,
  draft: ProjectDraft,
): RouteBody<typeof adminUpdateProjectRoute> | undefined {
  const patch: RouteBody<typeof adminUpdateProjectRoute> = {};
  if (draft.name.trim() !== project.name) patch.name = draft.name.trim();
  // What this operator added and removed, not the whole list: another operator's change to
  // the origins made meanwhile is kept.
  const origins = originsOf(draft);
  const added = origins.filter((origin) => !project.allowedOrigins.includes(origin));
  const removed = project.allowedOrigins.filter((origin) => !origins.includes(origin));
  if (added.length > 0) patch.addOrigins = added;
  if (removed.length > 0) patch.removeOrigins = removed;
  const features: Record<string, unknown> = {};
  for (const name of PROJECT_FEATURE_NAMES) {
    if (JSON.stringify(draft.features[name]) !== JSON.stringify(project.features[name])) {
      features[name] = draft.features[name];
    }
  }
  if (Object.keys(features).length > 0) patch.features = features;
  const zone = draft.nameZone.trim() === "" ? null : draft.nameZone.trim();
  if (zone !== project.nameZone) patch.nameZone = zone;
  return Object.keys(patch).length > 0 ? patch : undefined;
}
