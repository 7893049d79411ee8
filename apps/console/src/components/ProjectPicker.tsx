import { type AdminProject, adminProjectsRoute } from "@foyer/protocol";
import { useEffect } from "react";
import { useConsole } from "../shell/consoleContext.js";
import { useLoad } from "./useLoad.js";

/**
 * Which project a view shows: a select of every project. With none chosen yet (or one that
 * no longer exists), the first is chosen, so a view never opens empty.
 */
export function ProjectPicker(props: {
  projectId: string | undefined;
  onChange(projectId: string): void;
}) {
  const { call } = useConsole();
  const projects = useLoad(async () => (await call(adminProjectsRoute)).projects, "projects");
  const list: AdminProject[] = projects.status === "ok" ? projects.data : [];
  const first = list[0]?.id;
  const { projectId, onChange } = props;
  // A project that is not there (deleted, mistyped in the address) is not shown either.
  const known = projectId !== undefined && list.some((project) => project.id === projectId);
  useEffect(() => {
    if (!known && first !== undefined) onChange(first);
  }, [known, first, onChange]);
  return (
    <label className="field">
      <span>Project</span>
      <select
        value={projectId ?? ""}
        onChange={(event) => onChange(event.target.value)}
        disabled={list.length === 0}
      >
        {list.length === 0 ? <option value="">No projects yet</option> : null}
        {list.map((project) => (
          <option key={project.id} value={project.id}>
            {project.name} ({project.id})
          </option>
        ))}
      </select>
    </label>
  );
}
