/** Where the demo finds the provider server, and which project it is. */
export interface DemoConfig {
  serverUrl: string;
  projectId: string;
  chainId: `${string}:${string}`;
}

export function readDemoConfig(env: ImportMetaEnv): DemoConfig {
  return {
    serverUrl: (env.VITE_FOYER_SERVER_URL ?? "http://127.0.0.1:8787").replace(/\/$/, ""),
    projectId: env.VITE_FOYER_PROJECT_ID ?? "demo",
    chainId: "eip155:31337",
  };
}
