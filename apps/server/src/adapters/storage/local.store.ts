import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStoreKey, type AudioStore } from './audio-store';

/** Files under `dir` (DATA_DIR/audio by default); written to a temporary name, then renamed. */
export function createLocalAudioStore(dir: string): AudioStore {
  const root = path.resolve(dir);
  return {
    kind: 'local',
    async get(key) {
      assertStoreKey(key);
      try {
        return await readFile(path.join(root, key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw e;
      }
    },
    async put(key, data) {
      assertStoreKey(key);
      const file = path.join(root, key);
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(tmp, data);
      await rename(tmp, file);
    },
    async delete(key) {
      assertStoreKey(key);
      await rm(path.join(root, key), { force: true });
    },
  };
}
