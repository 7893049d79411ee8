import * as v from "valibot";
import { isCaipNetworkId } from "../caip/caip.js";
import { shown } from "../http/fields.js";
import { defineRoute } from "../http/route.js";
import { ADMIN_PREFIX, IsoTime, ProjectPathParams } from "./adminFields.js";
import { ProjectFeaturesPatchSchema, ProjectFeaturesSchema } from "./projectFeatures.js";
import { nameZoneProblem, originProblem, projectIdProblem } from "./projectRules.js";

/** A project as the admin API shows it: its features with their effective values. */
export const AdminProjectSchema = v.object({
  id: v.string(),
  name: v.string(),
  allowedOrigins: v.array(v.string()),
  features: ProjectFeaturesSchema,
  /** The zone its users' account names are registered under; null: the server's. */
  nameZone: v.nullable(v.string()),
  /** The networks where its embedded wallets are smart accounts; null: all the server has. */
  smartAccountNetworks: v.nullable(v.array(v.string())),
  createdAt: IsoTime,
  updatedAt: IsoTime,
});
export type AdminProject = v.InferOutput<typeof AdminProjectSchema>;

const ProjectIdField = v.pipe(
  v.string("id must be a string such as my-app"),
  v.check(
    (id: string) => projectIdProblem(id) === undefined,
    (issue) => projectIdProblem(String(issue.input)) ?? "id is not a project id",
  ),
);

const NameField = v.pipe(
  v.string("name must be a string"),
  v.trim(),
  v.minLength(1, "name must not be empty"),
  v.maxLength(100, "name must be at most 100 characters"),
);

const OriginField = v.pipe(
  v.string((issue) => `each allowed origin must be a string (got ${shown(issue.input)})`),
  v.check(
    (origin: string) => originProblem(origin) === undefined,
    (issue) => originProblem(String(issue.input)) ?? "not an origin",
  ),
);

/** A list of origins (`name`): each `scheme://host[:port]`, duplicates dropped. */
const originsField = <const N extends string>(name: N) =>
  v.pipe(
    v.array(OriginField, `${name} must be a list of origins such as https://app.example.com`),
    v.maxLength(100, `${name} holds at most 100 origins`),
    v.transform((origins: string[]) => [...new Set(origins)]),
  );

/** The origins allowed to use a project. */
const OriginsField = originsField("allowedOrigins");

const NameZoneField = v.nullable(
  v.pipe(
    v.string("nameZone must be a zone such as shop.example, or null for the server's"),
    v.check(
      (zone: string) => nameZoneProblem(zone) === undefined,
      (issue) => nameZoneProblem(String(issue.input)) ?? "not a zone",
    ),
  ),
);

const NetworksField = v.nullable(
  v.pipe(
    v.array(
      v.pipe(
        v.string("each smart-account network must be a CAIP-2 id such as eip155:1"),
        v.check(
          (id: string) => isCaipNetworkId(id),
          (issue) =>
            `each smart-account network must be a CAIP-2 id such as eip155:1 (got "${shown(issue.input)}")`,
        ),
      ),
      "smartAccountNetworks must be a list of CAIP-2 ids, or null for every one the server has",
    ),
    v.transform((ids: string[]) => [...new Set(ids)]),
  ),
);

/** A body's message: a missing field is named (`name is required`), else what the body must be. */
function bodyMessage(shape: string) {
  return (issue: v.ObjectIssue) =>
    issue.input === undefined && issue.expected?.startsWith('"')
      ? `${issue.expected.slice(1, -1)} is required`
      : shape;
}

/** `GET /admin/v1/projects`: every project, by id. */
export const adminProjectsRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/projects`,
  response: v.object({ projects: v.array(AdminProjectSchema) }),
});

/** `POST /admin/v1/projects` → 201 the project; 409 PROJECT_EXISTS when the id is taken. */
export const adminCreateProjectRoute = defineRoute({
  method: "POST",
  path: `${ADMIN_PREFIX}/projects`,
  body: v.object(
    {
      id: ProjectIdField,
      name: NameField,
      allowedOrigins: OriginsField,
      features: v.optional(ProjectFeaturesPatchSchema),
      nameZone: v.optional(NameZoneField),
      smartAccountNetworks: v.optional(NetworksField),
    },
    bodyMessage("Body must be an object { id, name, allowedOrigins, features? }"),
  ),
  response: AdminProjectSchema,
});

/** `GET /admin/v1/projects/:id` → the project, or 404 PROJECT_NOT_FOUND. */
export const adminProjectRoute = defineRoute({
  method: "GET",
  path: `${ADMIN_PREFIX}/projects/:id`,
  params: ProjectPathParams,
  response: AdminProjectSchema,
});

/**
 * `PATCH /admin/v1/projects/:id`: what the body names changes, the rest stays. `features`
 * changes key by key (`null` gives a feature back its default). `addOrigins` and
 * `removeOrigins` change the origins against the list as it is when the change is applied, so
 * two operators editing at once both keep theirs; `allowedOrigins` replaces the list. Answers
 * the project; every instance serves the change within seconds.
 */
export const adminUpdateProjectRoute = defineRoute({
  method: "PATCH",
  path: `${ADMIN_PREFIX}/projects/:id`,
  params: ProjectPathParams,
  body: v.pipe(
    v.object(
      {
        name: v.optional(NameField),
        allowedOrigins: v.optional(OriginsField),
        /** Origins to allow besides the project's current ones (kept if there already). */
        addOrigins: v.optional(originsField("addOrigins")),
        /** Origins to stop allowing (ignored if not there). */
        removeOrigins: v.optional(originsField("removeOrigins")),
        features: v.optional(ProjectFeaturesPatchSchema),
        nameZone: v.optional(NameZoneField),
        smartAccountNetworks: v.optional(NetworksField),
      },
      bodyMessage("Body must be an object of the fields to change"),
    ),
    v.check(
      (body) =>
        body.allowedOrigins === undefined ||
        (body.addOrigins === undefined && body.removeOrigins === undefined),
      "allowedOrigins replaces the whole list: send it alone, or addOrigins and removeOrigins",
    ),
  ),
  response: AdminProjectSchema,
});

/** `DELETE /admin/v1/projects/:id` → 204: the project and everything of its users go. */
export const adminDeleteProjectRoute = defineRoute({
  method: "DELETE",
  path: `${ADMIN_PREFIX}/projects/:id`,
  params: ProjectPathParams,
  response: v.undefined(),
});
