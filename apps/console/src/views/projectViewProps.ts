/** What a view of one project's data gets from the shell. */
export interface ProjectViewProps {
  projectId: string | undefined;
  onProjectChange(projectId: string): void;
}
