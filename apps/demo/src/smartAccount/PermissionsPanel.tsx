import type { DeleGatorAccount, SmartAccountEnvironment } from "@foyer/smart-account";
import { useState } from "react";
import { type Address, formatUnits, type Hex, numberToHex, parseEther, parseUnits } from "viem";
import type { DemoConfig } from "../config.js";
import type { DevnetContracts } from "../devnetContracts.js";
import type { WalletRequest } from "../walletRequest.js";
import { devnetEnvironment, sendWithSession, sessionAccount } from "./sessionAccount.js";

const ALLOWANCE = parseUnits("10", 6);
const IN_SCOPE = parseUnits("1", 6);
const OUT_OF_SCOPE = parseUnits("20", 6);
const GAS_BUDGET = parseEther("0.01");

interface Grant {
  environment: SmartAccountEnvironment;
  session: DeleGatorAccount;
  permissionsContext: Hex;
  expiry: number;
}

/**
 * ERC-7715 from the dApp's side: ask the wallet once for a session key that may move up to
 * 10 USDC for an hour, use it without asking again, watch the chain refuse a transfer beyond the
 * allowance, then revoke it.
 */
export function PermissionsPanel(props: {
  config: DemoConfig;
  request: WalletRequest;
  address: Address;
  contracts: DevnetContracts;
}) {
  const { config, request, address, contracts } = props;
  const [grant, setGrant] = useState<Grant | undefined>();
  const [status, setStatus] = useState("No permission granted yet.");
  const [busy, setBusy] = useState(false);

  const step = (work: () => Promise<void>) => async () => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      setStatus(
        `Failed: ${error instanceof Error ? error.message.split("\n")[0] : "unknown error"}`,
      );
    } finally {
      setBusy(false);
    }
  };

  const grantPermission = step(async () => {
    const environment = await devnetEnvironment(config);
    const session = await sessionAccount(config, environment);
    const expiry = Math.floor(Date.now() / 1000) + 3600;
    setStatus("Waiting for the wallet…");
    const result = (await request({
      method: "wallet_grantPermissions",
      params: [
        {
          chainId: "0x7a69",
          address,
          expiry,
          signer: { type: "account", data: { id: session.address } },
          permissions: [
            {
              type: "erc20-token-transfer",
              data: { address: contracts.usdc, ticker: "USDC" },
              policies: [
                { type: "token-allowance", data: { allowance: numberToHex(ALLOWANCE) } },
                { type: "gas-limit", data: { limit: numberToHex(GAS_BUDGET) } },
              ],
            },
          ],
        },
      ],
    })) as { permissionsContext: Hex; expiry: number };
    setGrant({
      environment,
      session,
      permissionsContext: result.permissionsContext,
      expiry: result.expiry,
    });
    setStatus(
      `Granted: session ${session.address} may send up to ${formatUnits(ALLOWANCE, 6)} USDC.`,
    );
  });

  const use = (amount: bigint) =>
    step(async () => {
      if (!grant) return;
      setStatus(`Sending ${formatUnits(amount, 6)} USDC with the session key…`);
      const result = await sendWithSession({
        config,
        environment: grant.environment,
        session: grant.session,
        permissionsContext: grant.permissionsContext,
        token: contracts.usdc,
        to: contracts.dexRouter,
        amount,
      });
      setStatus(
        result.ok
          ? `Session sent ${formatUnits(amount, 6)} USDC in transaction ${result.transactionHash}`
          : `Session transfer of ${formatUnits(amount, 6)} USDC refused: ${result.message}`,
      );
    });

  const revoke = step(async () => {
    if (!grant) return;
    setStatus("Waiting for the wallet…");
    await request({
      method: "wallet_revokePermissions",
      params: [{ permissionsContext: grant.permissionsContext }],
    });
    setStatus("Permission revoked on chain.");
  });

  return (
    <>
      <div className="button-row">
        <button type="button" className="action" onClick={grantPermission} disabled={busy}>
          Grant permission
        </button>
        <button type="button" className="action" onClick={use(IN_SCOPE)} disabled={busy || !grant}>
          Send 1 USDC with the session key
        </button>
        <button
          type="button"
          className="action"
          onClick={use(OUT_OF_SCOPE)}
          disabled={busy || !grant}
        >
          Try 20 USDC (outside the scope)
        </button>
        <button type="button" className="action" onClick={revoke} disabled={busy || !grant}>
          Revoke permission
        </button>
      </div>
      <div
        className={`result result--${busy ? "waiting" : status.startsWith("Failed") ? "error" : "info"}`}
      >
        <p role="status" className="result__text" data-testid="permission-status">
          {status}
        </p>
      </div>
    </>
  );
}
