import {
  type AdminProject,
  applyFeaturesPatch,
  changedOrigins,
  type ProjectFeaturesPatch,
  resolveProjectFeatures,
} from "@foyer/protocol";
import { asc, eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { type ProjectRow, projects } from "../db/schema.js";
import { announceProjectChange } from "../project/projectChanges.js";
import { deleteUsage } from "../usage/usageStore.js";
import { writeAudit } from "./auditStore.js";

/** A project row as the admin API shows it. */
export function toAdminProject(row: ProjectRow): AdminProject {
  const features = resolveProjectFeatures(row.features, row.analyticsEnabled);
  return {
    id: row.id,
    name: row.name,
    allowedOrigins: [...row.allowedOrigins],
    features: { ...features, socials: [...features.socials] },
    nameZone: row.nameZone,
    smartAccountNetworks: row.smartAccountNetworks === null ? null : [...row.smartAccountNetworks],
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listProjects(db: Db): Promise<AdminProject[]> {
  const rows = await db.select().from(projects).orderBy(asc(projects.id));
  return rows.map(toAdminProject);
}

export async function findProject(db: Db, id: string): Promise<AdminProject | undefined> {
  const [row] = await db.select().from(projects).where(eq(projects.id, id)).limit(1);
  return row === undefined ? undefined : toAdminProject(row);
}

/** What a project is made of or changed by; absent fields are left as they are. */
export interface ProjectChanges {
  name?: string;
  allowedOrigins?: string[];
  /** Changes to the origins as the row is when locked (never with `allowedOrigins`). */
  addOrigins?: string[];
  removeOrigins?: string[];
  features?: ProjectFeaturesPatch;
  nameZone?: string | null;
  smartAccountNetworks?: string[] | null;
}

/** The most origins a project allows (as the API's `allowedOrigins` takes). */
export const MAX_ORIGINS = 100;

/** Adding origins would pass MAX_ORIGINS: nothing was written. */
export class TooManyOrigins extends Error {
  override name = "TooManyOrigins";
}

/** Who made a change, and when. */
export interface ChangeContext {
  actor: string;
  nowMs: number;
}

/**
 * What every project change writes beside the row, in its transaction: the audit row (the
 * project before and after) and the announcement that makes every server reload it.
 */
async function recordProjectChange(
  tx: Db,
  change: {
    action: "project.create" | "project.update" | "project.delete";
    id: string;
    before: AdminProject | null;
    after: AdminProject | null;
  },
  context: ChangeContext,
  at: Date,
): Promise<void> {
  await writeAudit(
    tx,
    {
      actor: context.actor,
      action: change.action,
      targetType: "project",
      targetId: change.id,
      before: change.before,
      after: change.after,
    },
    at,
  );
  await announceProjectChange(tx, change.id);
}

/**
 * Creates a project, its audit row and the announcement in one transaction; undefined when
 * the id is taken (nothing is written then).
 */
export async function createProject(
  db: Db,
  input: ProjectChanges & { id: string; name: string; allowedOrigins: string[] },
  context: ChangeContext,
): Promise<AdminProject | undefined> {
  const at = new Date(context.nowMs);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        id: input.id,
        name: input.name,
        allowedOrigins: input.allowedOrigins,
        features: input.features === undefined ? null : applyFeaturesPatch(null, input.features),
        analyticsEnabled: input.features?.analytics ?? false,
        nameZone: input.nameZone ?? null,
        smartAccountNetworks: input.smartAccountNetworks ?? null,
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (row === undefined) return undefined;
    const project = toAdminProject(row);
    await recordProjectChange(
      tx,
      { action: "project.create", id: row.id, before: null, after: project },
      context,
      at,
    );
    return project;
  });
}

/**
 * Applies changes to a project (the row locked while it is read and written, so two edits
 * at once both land), with its audit row and announcement; undefined when there is no such
 * project.
 */
export async function updateProject(
  db: Db,
  id: string,
  changes: ProjectChanges,
  context: ChangeContext,
): Promise<AdminProject | undefined> {
  const at = new Date(context.nowMs);
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for("update");
    if (current === undefined) return undefined;
    const origins =
      changes.addOrigins === undefined && changes.removeOrigins === undefined
        ? changes.allowedOrigins
        : changedOrigins(
            current.allowedOrigins,
            changes.addOrigins ?? [],
            changes.removeOrigins ?? [],
          );
    if (origins !== undefined && origins.length > MAX_ORIGINS) throw new TooManyOrigins();
    const [row] = await tx
      .update(projects)
      .set({
        ...(changes.name === undefined ? {} : { name: changes.name }),
        ...(origins === undefined ? {} : { allowedOrigins: origins }),
        ...(changes.features === undefined
          ? {}
          : { features: applyFeaturesPatch(current.features, changes.features) }),
        ...(changes.features?.analytics === undefined
          ? {}
          : { analyticsEnabled: changes.features.analytics }),
        ...(changes.nameZone === undefined ? {} : { nameZone: changes.nameZone }),
        ...(changes.smartAccountNetworks === undefined
          ? {}
          : { smartAccountNetworks: changes.smartAccountNetworks }),
        updatedAt: at,
      })
      .where(eq(projects.id, id))
      .returning();
    if (row === undefined) return undefined;
    const project = toAdminProject(row);
    await recordProjectChange(
      tx,
      { action: "project.update", id, before: toAdminProject(current), after: project },
      context,
      at,
    );
    return project;
  });
}

/**
 * Deletes a project: its users, wallets, sessions, orders and reports go with it (the
 * foreign keys cascade), and its usage counts. False when there is no such project.
 */
export async function deleteProject(db: Db, id: string, context: ChangeContext): Promise<boolean> {
  const at = new Date(context.nowMs);
  return db.transaction(async (tx) => {
    const [current] = await tx.delete(projects).where(eq(projects.id, id)).returning();
    if (current === undefined) return false;
    await deleteUsage(tx, id);
    await recordProjectChange(
      tx,
      { action: "project.delete", id, before: toAdminProject(current), after: null },
      context,
      at,
    );
    return true;
  });
}
