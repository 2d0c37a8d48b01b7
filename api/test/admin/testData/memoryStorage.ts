import type { Storage } from '../../../src/plugins/storage.ts';
import { StorageNotFoundError } from '../../../src/plugins/storage.ts';

/** Storage in a map, for tests of code that only puts, gets and checks keys. */
export function memoryStorage(): Storage & { keys(): string[] } {
  const files = new Map<string, Uint8Array>();
  const get = async (key: string) => {
    const bytes = files.get(key);
    if (!bytes) throw new StorageNotFoundError(`nothing stored under ${key}`);
    return Buffer.from(bytes);
  };
  return {
    kind: 'file',
    keys: () => [...files.keys()],
    put: async (key, bytes) => void files.set(key, bytes),
    get,
    putStream: async () => {
      throw new Error('memoryStorage does not stream');
    },
    stream: async () => {
      throw new Error('memoryStorage does not stream');
    },
    delete: async (key) => void files.delete(key),
    deletePrefix: async (prefix) => {
      for (const key of files.keys()) if (key.startsWith(`${prefix}/`)) files.delete(key);
    },
    exists: async (key) => files.has(key),
    ping: async () => undefined,
    async *list(prefix) {
      for (const [key, bytes] of files) {
        if (prefix === undefined || key.startsWith(`${prefix}/`)) {
          yield { key, size: bytes.byteLength };
        }
      }
    },
  };
}
