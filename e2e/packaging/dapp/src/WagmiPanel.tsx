import { type Address, erc20Abi, parseEther } from "viem";
import {
  useAccount,
  useBalance,
  useCallsStatus,
  useCapabilities,
  useChainId,
  useDisconnect,
  useSendCalls,
  useSendTransaction,
  useSignMessage,
  useSignTypedData,
  useSwitchChain,
  useWaitForTransactionReceipt,
  useWriteContract,
} from "wagmi";
import { world } from "./foyer.js";

export const TYPED_DATA = {
  domain: { name: "Foyer dApp", version: "1", chainId: 31337 },
  types: { Greeting: [{ name: "text", type: "string" }] },
  primaryType: "Greeting",
  message: { text: "hello from wagmi" },
} as const;

const text = (error: Error | null) => (error ? `error: ${error.message.split("\n")[0]}` : "");

/** Each wagmi hook a dApp uses, over the wallet the visitor connected in Foyer's modal. */
export function WagmiPanel() {
  const account = useAccount();
  const chainId = useChainId();
  const balance = useBalance({ address: account.address });
  const sign = useSignMessage();
  const typed = useSignTypedData();
  const send = useSendTransaction();
  const sent = useWaitForTransactionReceipt({ hash: send.data });
  const write = useWriteContract();
  const written = useWaitForTransactionReceipt({ hash: write.data });
  const switcher = useSwitchChain();
  const { disconnect } = useDisconnect();
  const capabilities = useCapabilities({ query: { enabled: account.status === "connected" } });
  const calls = useSendCalls();
  const callsStatus = useCallsStatus({
    id: calls.data?.id ?? "",
    query: {
      enabled: calls.data !== undefined,
      refetchInterval: (query) => (query.state.data?.status === "pending" ? 500 : false),
    },
  });
  const receiver = world.receiver as Address;
  return (
    <section>
      <output data-testid="wagmi-status">{account.status}</output>
      <output data-testid="wagmi-address">{account.address ?? ""}</output>
      <output data-testid="wagmi-chain">{String(chainId)}</output>
      <output data-testid="wagmi-account-chain">{String(account.chainId ?? "")}</output>
      <output data-testid="wagmi-connector">{account.connector?.id ?? ""}</output>
      <output data-testid="wagmi-balance">{balance.data ? String(balance.data.value) : ""}</output>
      <button type="button" onClick={() => sign.signMessage({ message: "hello from wagmi" })}>
        wagmi sign
      </button>
      <output data-testid="wagmi-signature">{sign.data ?? text(sign.error)}</output>
      <button type="button" onClick={() => typed.signTypedData(TYPED_DATA)}>
        wagmi sign typed data
      </button>
      <output data-testid="wagmi-typed">{typed.data ?? text(typed.error)}</output>
      <button
        type="button"
        onClick={() => send.sendTransaction({ to: receiver, value: parseEther("0.001") })}
      >
        wagmi send
      </button>
      <output data-testid="wagmi-sent">
        {sent.data ? `${sent.data.status} ${send.data}` : text(send.error)}
      </output>
      <button
        type="button"
        onClick={() =>
          write.writeContract({
            abi: erc20Abi,
            address: world.usdc as Address,
            functionName: "transfer",
            args: [receiver, 1_000_000n],
          })
        }
      >
        wagmi write
      </button>
      <output data-testid="wagmi-written">
        {written.data ? `${written.data.status} ${write.data}` : text(write.error)}
      </output>
      <button type="button" onClick={() => switcher.switchChain({ chainId: 31338 })}>
        wagmi switch to 31338
      </button>
      <output data-testid="wagmi-switch">{text(switcher.error)}</output>
      <button type="button" onClick={() => disconnect()}>
        wagmi disconnect
      </button>
      <button type="button" onClick={() => capabilities.refetch()}>
        wagmi capabilities
      </button>
      <output data-testid="wagmi-atomic">
        {String(capabilities.data?.[31337]?.atomic?.status ?? "")}
      </output>
      <button
        type="button"
        onClick={() =>
          calls.sendCalls({
            calls: [
              { to: receiver, value: parseEther("0.0001") },
              { to: receiver, value: parseEther("0.0002") },
            ],
          })
        }
      >
        wagmi send calls
      </button>
      <output data-testid="wagmi-calls">
        {callsStatus.data?.status === "success"
          ? `success ${callsStatus.data.receipts?.[0]?.transactionHash ?? ""}`
          : text(calls.error)}
      </output>
    </section>
  );
}
