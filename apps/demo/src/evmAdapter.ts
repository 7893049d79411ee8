// The one thing the demo's lazily loaded EVM chunk needs from @foyer/evm. Importing the
// package itself with `import()` would keep its whole namespace (the connectors, the
// chain-switch helper) and so fetch with it modules the adapter itself loads only on use.
export { createEvmAdapter } from "@foyer/evm";
