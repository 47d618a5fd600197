/// <reference lib="dom" />
/**
 * `KeyValue` in IndexedDB, for the page: one object store of bytes by key. A put resolves when
 * its transaction completes (IndexedDB's durability: with "strict" where the browser offers it,
 * the data is flushed to disk first), so a round seed is kept before its commit goes out.
 */
import type { KeyValue } from "./storage.js";

const STORE = "records";

function request<T>(r: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    r.onsuccess = () => resolve(r.result);
    r.onerror = () => reject(r.error ?? new Error("IndexedDB request failed"));
  });
}

export class IndexedDbKeyValue implements KeyValue {
  private constructor(private readonly db: IDBDatabase) {}

  static async open(name = "mextrain"): Promise<IndexedDbKeyValue> {
    const opening = indexedDB.open(name, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE);
    return new IndexedDbKeyValue(await request(opening));
  }

  async get(key: string): Promise<Uint8Array | null> {
    const value: unknown = await request(this.db.transaction(STORE, "readonly").objectStore(STORE).get(key));
    return value instanceof Uint8Array ? value : value instanceof ArrayBuffer ? new Uint8Array(value) : null;
  }

  put(key: string, value: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) => {
      const tx = this.db.transaction(STORE, "readwrite", { durability: "strict" });
      tx.objectStore(STORE).put(value.slice(), key);
      tx.oncomplete = () => resolve();
      tx.onerror = () => reject(tx.error ?? new Error("IndexedDB write failed"));
      tx.onabort = () => reject(tx.error ?? new Error("IndexedDB write aborted"));
    });
  }

  async list(prefix: string): Promise<[string, Uint8Array][]> {
    const store = this.db.transaction(STORE, "readonly").objectStore(STORE);
    const range = IDBKeyRange.bound(prefix, prefix + "\uffff");
    const [keys, values] = await Promise.all([request(store.getAllKeys(range)), request(store.getAll(range))]);
    return keys.map((k, i) => [String(k), new Uint8Array(values[i] as ArrayBuffer | Uint8Array)]);
  }
}
