import { type ChainAdapter, createClientError } from "@foyer/core";
import { useFoyerNetwork, useFoyerProvider } from "@foyer/react";
import { useState } from "react";
import type { DemoConfig } from "../config.js";
import { readUrl } from "../status/chainStatus.js";
import { errorText } from "./errorText.js";
import { Panel } from "./Panel.js";
import { panelMessages as m } from "./panelMessages.js";
import { ResultBox } from "./ResultBox.js";
import { type ReceiptSummary, waitForReceipt } from "./receipt.js";
import { SEND_AMOUNT, SEND_AMOUNT_WEI, SEND_RECEIVER } from "./sendTarget.js";

type SendState =
  | { state: "idle" }
  | { state: "wallet" }
  | { state: "mining"; hash: string }
  | { state: "mined"; hash: string; receipt: ReceiptSummary }
  | { state: "failed"; message: string; hash?: string };

function lines(send: SendState) {
  switch (send.state) {
    case "idle":
      return { tone: "idle", text: "" } as const;
    case "wallet":
      return { tone: "waiting", text: m.waitingForWallet } as const;
    case "mining":
      return {
        tone: "waiting",
        text: m.sendTransaction(send.hash),
        detail: { testId: "send-receipt", text: m.sendPending },
      } as const;
    case "mined":
      return {
        tone: send.receipt.status === "success" ? "ok" : "error",
        text: m.sendTransaction(send.hash),
        detail: {
          testId: "send-receipt",
          text: m.sendReceipt(send.receipt.status, send.receipt.blockNumber.toString()),
        },
      } as const;
    case "failed":
      return send.hash
        ? ({
            tone: "error",
            text: m.sendTransaction(send.hash),
            detail: { testId: "send-receipt", text: m.notSent(send.message) },
          } as const)
        : ({ tone: "error", text: m.notSent(send.message) } as const);
  }
}

/**
 * A small devnet ETH transfer: eth_sendTransaction through the adapter to the connected wallet
 * (which fills gas and nonce), then the receipt read through the provider server's proxy.
 */
export function SendPanel(props: {
  config: DemoConfig;
  evm: ChainAdapter;
  address: string | undefined;
}) {
  const { config, evm, address } = props;
  const wallet = useFoyerProvider("eip155");
  const { network, switchNetwork } = useFoyerNetwork();
  const [send, setSend] = useState<SendState>({ state: "idle" });
  const local = config.networks.find((n) => `eip155:${n.id}` === network?.caipNetworkId)?.local;
  const devnet = config.networks[0];

  const sendNow = async () => {
    if (!network) return;
    setSend({ state: "wallet" });
    let hash: string | undefined;
    try {
      if (!wallet || !address) throw createClientError("CONNECTOR_NOT_CONNECTED", {});
      hash = await evm.sendTransaction({
        connectorId: wallet.connectorId,
        caipNetwork: network,
        from: address,
        to: SEND_RECEIVER,
        value: SEND_AMOUNT_WEI,
      });
      setSend({ state: "mining", hash });
      const receipt = await waitForReceipt(readUrl(network), hash, {
        timeoutMs: 60_000,
        intervalMs: 500,
      });
      setSend({ state: "mined", hash, receipt });
    } catch (error) {
      setSend({ state: "failed", message: errorText(error), ...(hash ? { hash } : {}) });
    }
  };

  const busy = send.state === "wallet" || send.state === "mining";
  const hash = "hash" in send ? send.hash : undefined;
  return (
    <Panel id="send" title={m.sendHeading} about={m.sendAbout(SEND_AMOUNT, SEND_RECEIVER)}>
      {address && local ? (
        <button type="button" className="action" onClick={sendNow} disabled={busy}>
          {m.sendButton(SEND_AMOUNT)}
        </button>
      ) : null}
      {address && !local && devnet ? (
        <>
          <p className="panel__note">{m.sendOnlyDevnets}</p>
          <button
            type="button"
            className="action"
            onClick={() => {
              switchNetwork(`eip155:${devnet.id}`).catch((error: unknown) =>
                setSend({ state: "failed", message: errorText(error) }),
              );
            }}
          >
            {m.sendSwitchBack(devnet.name)}
          </button>
        </>
      ) : null}
      {address ? (
        <ResultBox
          testId="send-result"
          {...lines(send)}
          copy={hash ? { value: hash, what: "transaction hash" } : undefined}
        />
      ) : null}
    </Panel>
  );
}
