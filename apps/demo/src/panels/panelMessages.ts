/** The words of the status line and the capability panels; browser tests import them from here. */
export const panelMessages = {
  statusLabel: "Local world",
  statusNetwork: "Network",
  statusChainId: "Chain ID",
  statusBlock: "Block",
  statusServer: "Server",
  loading: "…",
  unavailable: (reason: string) => `unavailable (${reason})`,

  connectFirst:
    "Connect a wallet to try these: the built-in Foyer Test Wallet, an email login, or a WalletConnect wallet.",
  /** Before the link to the local server's dev mailbox. */
  mailboxHint: "Email login codes and new-device links arrive in the dev mailbox:",

  solanaConnected:
    "Connected on Solana: Account (the connected button) shows SOL and USDC and sends them. The cards below speak EVM: switch to an EVM network to try them.",

  bitcoinConnected:
    "Connected on Bitcoin: Account (the connected button) lists the payment and ordinal accounts, shows BTC and sends it at the fee you pick. The cards below speak EVM: switch to an EVM network to try them.",

  copy: "Copy",
  copied: "Copied",
  copyLabel: (what: string) => `Copy ${what}`,
  waitingForWallet: "Waiting for the wallet…",

  signHeading: "Sign a message",
  signAbout: "personal_sign: the wallet signs a text, and anyone can check who signed it.",
  signLabel: "Message",
  signDefault: "Hello from the Foyer demo",
  signButton: "Sign message",
  signed: (signature: string) => `Signature: ${signature}`,
  notSigned: (reason: string) => `Not signed: ${reason}`,

  typedHeading: "Sign typed data",
  typedAbout: "eth_signTypedData_v4 (EIP-712): structured data the wallet can show field by field.",
  typedButton: "Sign typed data",
  typedShow: "What is signed",

  sendHeading: "Send",
  sendAbout: (amount: string, to: string) =>
    `eth_sendTransaction: ${amount} ETH to ${to} on the current devnet, then its receipt.`,
  sendButton: (amount: string) => `Send ${amount} ETH`,
  sendOnlyDevnets: "Sending is for the local devnets; switch back to one first.",
  sendSwitchBack: (network: string) => `Switch to ${network}`,
  sendTransaction: (hash: string) => `Transaction ${hash}`,
  sendPending: "Waiting for the receipt…",
  sendReceipt: (status: string, block: string) => `Receipt: ${status} in block ${block}`,
  notSent: (reason: string) => `Not sent: ${reason}`,

  batchHeading: "Batch calls",
  batchAbout:
    "wallet_sendCalls (EIP-5792): approve the DEX for 1 USDC and swap it for FOY, one approval, one atomic transaction.",
  permissionsHeading: "Permissions",
  permissionsAbout:
    "wallet_grantPermissions (ERC-7715): let this page send up to 10 USDC for an hour without asking again; the chain enforces it.",
  mintHeading: "Mint a test NFT",
  mintAbout:
    "A zero-value call to the devnet's sample NFT. With an email wallet on this demo, the app pays the gas: a new account with no ETH can mint.",
  mintButton: "Mint a test NFT",
  mintWaiting: "Waiting for the wallet…",
  minted: (hash: string) => `Minted in transaction ${hash}`,
  approvalHeading: "Token approval",
  approvalAbout:
    "eth_sendTransaction: let the devnet's DEX spend any amount of your USDC, as many dApps ask. The email wallet warns before you approve.",
  approvalButton: "Approve unlimited USDC",
  approved: (hash: string) => `Approved in transaction ${hash}`,
  batchNotAtomic: "This wallet cannot run calls as one atomic batch here",
  batchNotSent: (reason: string) => `Batch not sent: ${reason}`,
  smartAccountsNeedContracts: "These panels need VITE_FOYER_DEVNET_CONTRACTS (npm start sets it).",

  siwxHeading: "Sign in with X",
  siwxAbout:
    "A session the provider server keeps after the wallet signs a sign-in message (SIWX, EIP-4361).",
  siwxOff: "Sign-in is off on this page. Open it with sign-in on:",
  siwxOptional: "optional",
  siwxRequired: "required",

  switchHeading: "Switch network",
  switchAbout:
    "Foyer's switchNetwork: the wallet moves first (adding the network if it lacks it), then the page follows.",
  localNetworks: "Local",
  publicNetworks: "Public",
  switching: (network: string) => `Switching to ${network}…`,
  switched: (network: string, chainId: number | string) => `On ${network} (chain ${chainId})`,
  unreachable: (network: string, reason: string, current: string) =>
    `${network} can't be reached through the provider server: ${reason}. Still on ${current}.`,
  notSwitched: (reason: string) => `Not switched: ${reason}`,
  askUnlisted: (caipNetworkId: string) =>
    `Or ask for a network this app doesn't list (${caipNetworkId})`,
  openNetworks: "Or pick one in Foyer's network list",

  logHeading: "Debug log",
  logAbout:
    "Foyer keeps about 1 MB of log, errors only unless you raise the level; secrets are redacted. Read it for a bug report.",
  logLevel: "Log level",
  logRead: "Read log",
  logEmpty: "Nothing logged at this level yet.",
  logEntries: (count: number) => `${count} ${count === 1 ? "entry" : "entries"}`,
} as const;
