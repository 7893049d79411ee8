import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, beforeAll } from "vitest";

/** A stand-in for the built frame: `dist` holds its files, `root` also a file outside it. */
export interface FrameBuild {
  readonly root: string;
  readonly dist: string;
}

/**
 * Writes a stand-in frame build for the calling describe (`files` by path under `dist`, and
 * `outside` beside `dist`, which no request may reach), removed after its tests.
 */
export function useFrameBuild(
  files: Record<string, string>,
  outside: { name: string; text: string },
): FrameBuild {
  let root: string | undefined;
  const build: FrameBuild = {
    get root() {
      if (root === undefined) throw new Error("the frame build is not written yet");
      return root;
    },
    get dist() {
      return join(this.root, "dist");
    },
  };
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "foyer-frame-"));
    for (const [path, text] of Object.entries(files)) {
      await mkdir(dirname(join(build.dist, path)), { recursive: true });
      await writeFile(join(build.dist, path), text);
    }
    await writeFile(join(root, outside.name), outside.text);
  });
  afterAll(() => (root === undefined ? undefined : rm(root, { recursive: true, force: true })));
  return build;
}
