import { type AdminSponsorship, adminSponsorshipRoute } from "@foyer/protocol";
import { useState } from "react";
import { formatEther } from "viem";
import { Notice } from "../../components/Notice.js";
import { ProjectPicker } from "../../components/ProjectPicker.js";
import { useLoad } from "../../components/useLoad.js";
import { useConsole } from "../../shell/consoleContext.js";
import type { ProjectViewProps } from "../projectViewProps.js";
import { SponsorshipForm } from "./SponsorshipForm.js";
import { shareOf } from "./sponsorshipDraft.js";

/**
 * Gas sponsorship of one project: whether its users' smart-account operations are paid for, on
 * which networks, for which contracts and how much a day, with today's use against the limits.
 */
export default function SponsorshipView(props: ProjectViewProps) {
  const { projectId, onProjectChange } = props;
  const { call } = useConsole();
  const [done, setDone] = useState<string | undefined>();
  const sponsorship = useLoad(async () => {
    if (projectId === undefined) return undefined;
    return call(adminSponsorshipRoute, { params: { id: projectId } });
  }, `${projectId}`);
  const data = sponsorship.status === "ok" ? sponsorship.data : undefined;

  return (
    <section aria-labelledby="view-title">
      <div className="view-head">
        <div>
          <h2 id="view-title">Sponsorship</h2>
          <p>
            Whether the project pays its users' gas: where, for which contracts, how much a day.
          </p>
        </div>
        <div className="toolbar">
          <ProjectPicker
            projectId={projectId}
            onChange={(id) => {
              setDone(undefined);
              onProjectChange(id);
            }}
          />
          <button type="button" className="secondary" onClick={sponsorship.reload}>
            Refresh
          </button>
        </div>
      </div>
      {done === undefined ? null : <Notice kind="ok">{done}</Notice>}
      {sponsorship.status === "error" ? <Notice kind="error">{sponsorship.error}</Notice> : null}
      {data === undefined ? (
        sponsorship.status === "loading" ? (
          <p className="muted">Loading sponsorship…</p>
        ) : null
      ) : (
        <div className="stack">
          <TodayCard sponsorship={data} />
          <div className="card">
            <h3>Policy</h3>
            {data.paymasterNetworks.length === 0 ? (
              <Notice>
                This server has no paymaster: set FOYER_PAYMASTER_SIGNER_KEY and a network's
                paymaster to sponsor gas.
              </Notice>
            ) : null}
            <SponsorshipForm
              key={`${data.projectId}|${data.updatedAt}`}
              sponsorship={data}
              onSaved={(saved) => {
                setDone(
                  `Sponsorship of ${saved.projectId} saved (${saved.policy.enabled ? "on" : "off"}): in force on every server at once.`,
                );
                sponsorship.reload();
              }}
            />
          </div>
        </div>
      )}
    </section>
  );
}

function TodayCard({ sponsorship }: { sponsorship: AdminSponsorship }) {
  const { policy, today } = sponsorship;
  const eth = (wei: string) => `${formatEther(BigInt(wei))} ETH`;
  const share = shareOf(today.wei, policy.globalDailyWei);
  return (
    <div className="card">
      <div className="card__row">
        <h3>Today ({today.day}, UTC)</h3>
        <span className={`tag${policy.enabled ? " tag--on" : ""}`}>
          {policy.enabled ? "Sponsoring" : "Not sponsoring"}
        </span>
      </div>
      <dl className="totals">
        <div>
          <dt>Sponsored operations</dt>
          <dd>{today.operations}</dd>
        </div>
        <div>
          <dt>Users</dt>
          <dd>{today.users}</dd>
        </div>
        <div>
          <dt>Spent of the daily cap</dt>
          <dd>
            {eth(today.wei)} of {eth(policy.globalDailyWei)}
          </dd>
        </div>
      </dl>
      <progress
        className="meter"
        max={1}
        value={share}
        aria-label="Share of today's cap used"
        aria-valuetext={`${Math.round(share * 100)} %`}
      />
      <p className="muted">
        Each user: at most {eth(policy.perUserDailyWei)} and {policy.perUserDailyOperations}{" "}
        operations a day. Spend counts the most each signed operation could cost; the limits start
        again at midnight UTC.
      </p>
    </div>
  );
}
