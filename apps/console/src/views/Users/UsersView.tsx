import {
  type AdminUser,
  adminEraseUserRoute,
  adminRevokeUserRoute,
  adminUsersRoute,
} from "@foyer/protocol";
import { type FormEvent, useState } from "react";
import { errorText } from "../../api/errorText.js";
import { ConfirmButton } from "../../components/ConfirmButton.js";
import { Notice } from "../../components/Notice.js";
import { ProjectPicker } from "../../components/ProjectPicker.js";
import { Time } from "../../components/Time.js";
import { useLoad } from "../../components/useLoad.js";
import { useNotice } from "../../components/useNotice.js";
import { useConsole } from "../../shell/consoleContext.js";
import type { ProjectViewProps } from "../projectViewProps.js";

/** How a user logged in, in words. */
export function loginOf(user: AdminUser): string {
  if (user.email !== null) return user.email;
  if (user.farcasterFid !== null)
    return `Farcaster fid ${user.farcasterFid} (${user.socialUsername ?? ""})`;
  return `${user.socialProvider ?? "?"}: ${user.socialUsername ?? ""}`;
}

/** Users of the embedded wallet: search, see their devices and sessions, revoke, erase. */
export default function UsersView({ projectId, onProjectChange }: ProjectViewProps) {
  const { call } = useConsole();
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [extra, setExtra] = useState<{ users: AdminUser[]; next?: string }>({ users: [] });
  const { notice, setNotice, act } = useNotice();
  const page = useLoad(async () => {
    setExtra({ users: [] });
    if (projectId === undefined) return { users: [] as AdminUser[] };
    return call(adminUsersRoute, { params: { id: projectId }, query: { search: query } });
  }, `${projectId}|${query}`);

  const users = page.status === "ok" ? [...page.data.users, ...extra.users] : [];
  const next = extra.next ?? (page.status === "ok" ? page.data.next : undefined);

  function submit(event: FormEvent) {
    event.preventDefault();
    setNotice(undefined);
    setQuery(search.trim());
  }

  async function more() {
    if (projectId === undefined || next === undefined) return;
    try {
      const answer = await call(adminUsersRoute, {
        params: { id: projectId },
        query: { search: query, cursor: next },
      });
      setExtra({
        users: [...extra.users, ...answer.users],
        ...(answer.next ? { next: answer.next } : {}),
      });
    } catch (error) {
      setNotice({ kind: "error", text: errorText(error) });
    }
  }

  const revoke = (user: AdminUser) =>
    act(async () => {
      const outcome = await call(adminRevokeUserRoute, { params: { userId: user.id } });
      return `${loginOf(user)} is signed out everywhere: ${outcome.revokedSessions} session(s) ended, ${outcome.removedDevices} device(s) to approve again.`;
    }, page.reload);

  const erase = (user: AdminUser) =>
    act(async () => {
      await call(adminEraseUserRoute, { params: { userId: user.id } });
      return `The user ${user.id} and their data are erased.`;
    }, page.reload);

  return (
    <section aria-labelledby="view-title">
      <div className="view-head">
        <div>
          <h2 id="view-title">Users</h2>
          <p>The project's embedded-wallet users: how they log in, their devices and sessions.</p>
        </div>
        <div className="toolbar">
          <ProjectPicker projectId={projectId} onChange={onProjectChange} />
          <search>
            <form className="toolbar" onSubmit={submit}>
              <label className="field">
                <span>Search</span>
                <input
                  type="search"
                  placeholder="email, username, address, fid"
                  value={search}
                  onChange={(event) => setSearch(event.target.value)}
                />
              </label>
              <button type="submit" className="secondary">
                Search
              </button>
            </form>
          </search>
        </div>
      </div>
      {notice === undefined ? null : <Notice kind={notice.kind}>{notice.text}</Notice>}
      {page.status === "error" ? <Notice kind="error">{page.error}</Notice> : null}
      {page.status === "loading" ? <p className="muted">Loading users…</p> : null}
      {page.status === "ok" && users.length === 0 ? (
        <div className="card">
          <p>{query === "" ? "No users yet in this project." : `No user matches “${query}”.`}</p>
        </div>
      ) : null}
      <div className="stack">
        {users.map((user) => (
          <article key={user.id} className="card" aria-label={loginOf(user)}>
            <div className="card__row">
              <div>
                <h3>{loginOf(user)}</h3>
                <code>{user.id}</code>
              </div>
              <div className="button-row">
                <ConfirmButton
                  label="Revoke"
                  question={`Sign ${loginOf(user)} out everywhere?`}
                  confirmLabel="Revoke sessions"
                  onConfirm={() => void revoke(user)}
                />
                <ConfirmButton
                  label="Erase"
                  question={`Erase ${loginOf(user)} and their wallet shares for good?`}
                  confirmLabel="Erase user"
                  onConfirm={() => void erase(user)}
                />
              </div>
            </div>
            <div className="details">
              <dl>
                <dt>Addresses</dt>
                <dd>
                  {user.addresses.length === 0 ? (
                    <span className="muted">no wallet yet</span>
                  ) : (
                    user.addresses.map((entry) => (
                      <div key={entry.address} className="mono">
                        {entry.namespace}: {entry.address}
                      </div>
                    ))
                  )}
                </dd>
                <dt>Created</dt>
                <dd>
                  <Time at={user.createdAt} />
                </dd>
                <dt>Last login</dt>
                <dd>
                  <Time at={user.lastLoginAt} />
                </dd>
                <dt>Devices</dt>
                <dd>
                  {user.devices.length === 0
                    ? "none approved"
                    : user.devices.map((device) => (
                        <div key={device.id}>
                          <code>{device.id}…</code> approved <Time at={device.approvedAt} />
                        </div>
                      ))}
                </dd>
                <dt>Live sessions</dt>
                <dd>
                  {user.sessions.length === 0
                    ? "none"
                    : user.sessions.map((session) => (
                        <div key={session.id}>
                          <code>{session.id}…</code> on device <code>{session.device}…</code>, until{" "}
                          <Time at={session.expiresAt} />
                        </div>
                      ))}
                </dd>
              </dl>
            </div>
          </article>
        ))}
      </div>
      {next === undefined ? null : (
        <p>
          <button type="button" className="secondary" onClick={() => void more()}>
            More users
          </button>
        </p>
      )}
    </section>
  );
}
