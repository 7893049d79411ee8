import { adminRevokeSiwxSessionRoute, adminSiwxSessionsRoute } from "@foyer/protocol";
import { useState } from "react";
import { ConfirmButton } from "../../components/ConfirmButton.js";
import { Notice } from "../../components/Notice.js";
import { ProjectPicker } from "../../components/ProjectPicker.js";
import { Time } from "../../components/Time.js";
import { useLoad } from "../../components/useLoad.js";
import { useNotice } from "../../components/useNotice.js";
import { useConsole } from "../../shell/consoleContext.js";
import type { ProjectViewProps } from "../projectViewProps.js";

/** Sign In With X sessions of the project's visitors: who is signed in, until when; revoke one. */
export default function SessionsView({ projectId, onProjectChange }: ProjectViewProps) {
  const { call } = useConsole();
  const [status, setStatus] = useState<"live" | "all">("live");
  const { notice, act } = useNotice();
  const sessions = useLoad(async () => {
    if (projectId === undefined) return [];
    return (
      await call(adminSiwxSessionsRoute, {
        params: { id: projectId },
        query: { status, limit: "100" },
      })
    ).sessions;
  }, `${projectId}|${status}`);

  async function revoke(id: string, address: string) {
    if (projectId === undefined) return;
    await act(async () => {
      await call(adminRevokeSiwxSessionRoute, { params: { id: projectId, sessionId: id } });
      return `The session of ${address} is revoked.`;
    }, sessions.reload);
  }

  return (
    <section aria-labelledby="view-title">
      <div className="view-head">
        <div>
          <h2 id="view-title">Sign-in sessions</h2>
          <p>Visitors signed in with their wallet (Sign In With X), newest first.</p>
        </div>
        <div className="toolbar">
          <ProjectPicker projectId={projectId} onChange={onProjectChange} />
          <label className="field">
            <span>Show</span>
            <select
              value={status}
              onChange={(event) => setStatus(event.target.value as "live" | "all")}
            >
              <option value="live">Live sessions</option>
              <option value="all">All kept sessions</option>
            </select>
          </label>
        </div>
      </div>
      {notice === undefined ? null : <Notice kind={notice.kind}>{notice.text}</Notice>}
      {sessions.status === "error" ? <Notice kind="error">{sessions.error}</Notice> : null}
      <div className="card">
        {sessions.status === "ok" && sessions.data.length === 0 ? (
          <p>No {status === "live" ? "live " : ""}sessions in this project.</p>
        ) : (
          <table className="rows">
            <thead>
              <tr>
                <th scope="col">Address</th>
                <th scope="col">Network</th>
                <th scope="col">Signed in</th>
                <th scope="col">Expires</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sessions.status === "ok"
                ? sessions.data.map((session) => (
                    <tr key={session.id}>
                      <td data-label="Address" className="mono">
                        {session.address}
                      </td>
                      <td data-label="Network" className="mono">
                        {session.chainId}
                      </td>
                      <td data-label="Signed in">
                        <Time at={session.createdAt} />
                      </td>
                      <td data-label="Expires">
                        {session.revokedAt === null ? (
                          <Time at={session.expiresAt} />
                        ) : (
                          <span>
                            revoked <Time at={session.revokedAt} />
                          </span>
                        )}
                      </td>
                      <td data-label="">
                        {session.revokedAt === null &&
                        Date.parse(session.expiresAt) > Date.now() ? (
                          <ConfirmButton
                            label="Revoke"
                            question={`End the session of ${session.address}?`}
                            confirmLabel="Revoke session"
                            onConfirm={() => void revoke(session.id, session.address)}
                          />
                        ) : null}
                      </td>
                    </tr>
                  ))
                : null}
            </tbody>
          </table>
        )}
      </div>
    </section>
  );
}
