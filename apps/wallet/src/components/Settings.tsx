import { ACCOUNT_COUNT, devAccount } from "../signer.js";
import type { ApprovalMode } from "../useWallet.js";

interface Props {
  accountIndex: number;
  mode: ApprovalMode;
  onAccount(index: number): void;
  onMode(mode: ApprovalMode): void;
}

const MODES: ReadonlyArray<{ mode: ApprovalMode; label: string }> = [
  { mode: "approve", label: "Approve all" },
  { mode: "ask", label: "Ask" },
];

// Deriving ten HD accounts costs a few ms each; do it once per page, not per render.
const ADDRESSES = Array.from({ length: ACCOUNT_COUNT }, (_, index) => devAccount(index).address);

/** The account for new sessions (existing ones keep theirs) and the auto-approve switch. */
export function Settings({ accountIndex, mode, onAccount, onMode }: Props) {
  return (
    <section className="card settings">
      <label htmlFor="account">Account for new sessions</label>
      <select
        id="account"
        value={accountIndex}
        onChange={(event) => onAccount(Number(event.target.value))}
      >
        {ADDRESSES.map((address, index) => (
          <option key={address} value={index}>
            #{index} {address}
          </option>
        ))}
      </select>
      <fieldset>
        <legend>Approvals</legend>
        {MODES.map((item) => (
          <label key={item.mode}>
            <input
              type="radio"
              name="approval-mode"
              value={item.mode}
              checked={mode === item.mode}
              onChange={() => onMode(item.mode)}
            />{" "}
            {item.label}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
