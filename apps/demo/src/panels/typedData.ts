/**
 * The EIP-712 data the typed-data panel asks the wallet to sign: a greeting bound to the signer,
 * the network and a time, under the demo's domain. JSON-ready (numbers, strings), as
 * eth_signTypedData_v4 sends it.
 */
export function demoTypedData(options: {
  chainId: number;
  from: string;
  contents: string;
  issuedAt: string;
}) {
  return {
    types: {
      EIP712Domain: [
        { name: "name", type: "string" },
        { name: "version", type: "string" },
        { name: "chainId", type: "uint256" },
      ],
      Greeting: [
        { name: "from", type: "address" },
        { name: "contents", type: "string" },
        { name: "issuedAt", type: "string" },
      ],
    },
    primaryType: "Greeting",
    domain: { name: "Foyer demo", version: "1", chainId: options.chainId },
    message: { from: options.from, contents: options.contents, issuedAt: options.issuedAt },
  } as const;
}
