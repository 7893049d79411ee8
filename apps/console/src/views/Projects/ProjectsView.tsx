import {
  type AdminProject,
  adminCreateProjectRoute,
  adminDeleteProjectRoute,
  adminProjectsRoute,
  adminUpdateProjectRoute,
  REMOTE_BOOLEAN_FEATURES,
} from "@foyer/protocol";
import { useState } from "react";
import { errorText } from "../../api/errorText.js";
import { ConfirmButton } from "../../components/ConfirmButton.js";
import { Notice } from "../../components/Notice.js";
import { useLoad } from "../../components/useLoad.js";
import { useConsole } from "../../shell/consoleContext.js";
import { formatRoute } from "../../shell/route.js";
import { featureLabel } from "./featureLabels.js";
import { ProjectForm } from "./ProjectForm.js";
import { createBody, patchBody } from "./projectDraft.js";

/**
 * Projects: each one's origins and features at a glance; create, edit, delete. A project
 * created or edited becomes the one the other views show (`onProjectChosen`).
 */
export default function ProjectsView(props: { onProjectChosen(projectId: string): void }) {
  const { call } = useConsole();
  const projects = useLoad(async () => (await call(adminProjectsRoute)).projects, "projects");
  const [editing, setEditing] = useState<string | "new" | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const [problem, setProblem] = useState<string | undefined>();

  const finish = (message: string) => {
    setEditing(undefined);
    setProblem(undefined);
    setDone(message);
    projects.reload();
  };

  return (
    <section aria-labelledby="view-title">
      <div className="view-head">
        <div>
          <h2 id="view-title">Projects</h2>
          <p>Each app's id, where it may run from, and what its visitors get.</p>
        </div>
        {editing === "new" ? null : (
          <button
            type="button"
            className="action"
            onClick={() => {
              setDone(undefined);
              setEditing("new");
            }}
          >
            New project
          </button>
        )}
      </div>
      {done === undefined ? null : <Notice kind="ok">{done}</Notice>}
      {problem === undefined ? null : <Notice kind="error">{problem}</Notice>}
      {editing === "new" ? (
        <div className="card">
          <h3>New project</h3>
          <ProjectForm
            submitLabel="Create project"
            onCancel={() => setEditing(undefined)}
            onSubmit={async (draft) => {
              try {
                const created = await call(adminCreateProjectRoute, { body: createBody(draft) });
                props.onProjectChosen(created.id);
                finish(`Project ${created.id} created.`);
                return undefined;
              } catch (error) {
                return errorText(error);
              }
            }}
          />
        </div>
      ) : null}
      {projects.status === "loading" ? <p className="muted">Loading projects…</p> : null}
      {projects.status === "error" ? <Notice kind="error">{projects.error}</Notice> : null}
      {projects.status === "ok" && projects.data.length === 0 && editing !== "new" ? (
        <div className="card">
          <p>No projects yet. Create one for each app that uses this server.</p>
        </div>
      ) : null}
      <div className="grid">
        {projects.status === "ok"
          ? projects.data.map((project) =>
              editing === project.id ? (
                <article key={project.id} className="card" style={{ gridColumn: "1 / -1" }}>
                  <div className="card__row">
                    <h3>
                      Edit {project.name} <code>{project.id}</code>
                    </h3>
                    <ConfirmButton
                      label="Delete project"
                      question={`Delete ${project.id} and all its users for good?`}
                      confirmLabel="Delete"
                      onConfirm={() => {
                        call(adminDeleteProjectRoute, { params: { id: project.id } }).then(
                          () => finish(`Project ${project.id} deleted.`),
                          (error: unknown) => setProblem(errorText(error)),
                        );
                      }}
                    />
                  </div>
                  <ProjectForm
                    project={project}
                    submitLabel="Save changes"
                    onCancel={() => setEditing(undefined)}
                    onSubmit={async (draft) => {
                      const body = patchBody(project, draft);
                      if (body === undefined) {
                        setEditing(undefined);
                        return undefined;
                      }
                      try {
                        await call(adminUpdateProjectRoute, { params: { id: project.id }, body });
                        props.onProjectChosen(project.id);
                        finish(
                          `Project ${project.id} saved: in force on every server within seconds.`,
                        );
                        return undefined;
                      } catch (error) {
                        return errorText(error);
                      }
                    }}
                  />
                </article>
              ) : (
                <ProjectCard
                  key={project.id}
                  project={project}
                  onEdit={() => {
                    setDone(undefined);
                    setEditing(project.id);
                  }}
                />
              ),
            )
          : null}
      </div>
    </section>
  );
}

function ProjectCard({ project, onEdit }: { project: AdminProject; onEdit(): void }) {
  const on = [...REMOTE_BOOLEAN_FEATURES, "analytics" as const];
  return (
    <article className="card" aria-labelledby={`project-${project.id}`}>
      <div className="card__row">
        <h3 id={`project-${project.id}`}>{project.name}</h3>
        <button
          type="button"
          className="secondary"
          aria-label={`Edit ${project.name}`}
          onClick={onEdit}
        >
          Edit
        </button>
      </div>
      <code>{project.id}</code>
      <div className="details">
        <dl>
          <dt>Origins</dt>
          <dd>
            {project.allowedOrigins.length === 0 ? (
              <span className="muted">none: browsers are refused</span>
            ) : (
              project.allowedOrigins.map((origin) => (
                <div key={origin} className="mono">
                  {origin}
                </div>
              ))
            )}
          </dd>
          <dt>Socials</dt>
          <dd>
            {project.features.socials.length === 0 ? "none" : project.features.socials.join(", ")}
          </dd>
          {project.nameZone === null ? null : (
            <>
              <dt>Name zone</dt>
              <dd className="mono">{project.nameZone}</dd>
            </>
          )}
        </dl>
      </div>
      <ul className="tags" aria-label="Features">
        {on.map((name) => (
          <li key={name} className={`tag${project.features[name] ? " tag--on" : ""}`}>
            {featureLabel(name)}: {project.features[name] ? "on" : "off"}
          </li>
        ))}
      </ul>
      <p>
        <a
          href={formatRoute({ view: "sponsorship", projectId: project.id })}
          aria-label={`Gas sponsorship of ${project.name}`}
        >
          Gas sponsorship
        </a>
      </p>
    </article>
  );
}
