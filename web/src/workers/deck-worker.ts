/**
 * A Web Worker of the page's pool (pool.ts): loads libsodium.js, warms it up (`warmUp`), says
 * "ready", then answers each job with its products (jobs.ts). Built into its own file
 * (node/page/deck-worker.js) by scripts/bundle.mjs.
 */
import sodium from "libsodium-wrappers-sumo";
import { type Job, type Reply, runJob, warmUp } from "./jobs.js";

interface WorkerScope {
  onmessage: ((event: { data: Job }) => void) | null;
  postMessage(message: Reply | "ready", transfer?: ArrayBuffer[]): void;
}

const scope = globalThis as unknown as WorkerScope;

void sodium.ready.then(() => {
  warmUp();
  scope.onmessage = (event) => {
    const reply = runJob(event.data);
    scope.postMessage(reply, [reply.products.buffer as ArrayBuffer, reply.ok.buffer as ArrayBuffer]);
  };
  scope.postMessage("ready");
});
