/**
 * `node join.js HOST:PORT CODE [--spectator] [--name N] [--store DIR] [--log FILE] [--relay H:P]`:
 * the TypeScript session over TCP, for the end-to-end tests against a Python `mextrain host`
 * (tests/web/test_session.py). A player's moves come from a simple bot (the first legal
 * action); its identity key, seeds and log are kept in DIR (in memory without --store), so a
 * second run with the same DIR comes back to its seat. Prints one line per event on stderr,
 * writes the log it received to FILE and exits 0 when the match ended, 1 otherwise.
 *
 * For the tests of coming back: `--crash-at N` exits at once (code 9, no goodbye) when the
 * seat holds N entries, as a closed tab does; `--cut-at N` breaks the connection once at N
 * entries (a lost network), which the session resumes on its ticket. `--capture FILE` writes
 * every byte this node sent, in order (for the test that no secret leaves in the clear).
 */
import { writeFileSync } from "node:fs";
import { concatBytes } from "../bytes.js";
import { cryptoReady } from "../deck/group.js";
import { writeLog } from "../log/file.js";
import { normalizeCode } from "../transport/code.js";
import { Client } from "../session/client.js";
import { drive } from "../session/drive.js";
import { FileKeyValue } from "../session/files.js";
import { randomBytes, webRandom } from "../session/random.js";
import { PlayerSeat, SpectatorSeat } from "../session/seats.js";
import { MemoryKeyValue, SeatStorage, scopeOf } from "../session/storage.js";
import { tcpDial } from "../session/tcp.js";
import type { Address } from "../session/tcp.js";

function address(text: string): Address {
  const at = text.lastIndexOf(":");
  const port = Number(text.slice(at + 1));
  if (at < 1 || !Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`an address is HOST:PORT, not ${JSON.stringify(text)}`);
  return { host: text.slice(0, at), port };
}

function option(args: string[], name: string): string | null {
  const at = args.indexOf(name);
  if (at < 0) return null;
  const value = args[at + 1];
  if (value === undefined) throw new Error(`${name} needs a value`);
  args.splice(at, 2);
  return value;
}

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  const spectator = args.includes("--spectator");
  if (spectator) args.splice(args.indexOf("--spectator"), 1);
  const name = option(args, "--name") ?? (spectator ? "ts watcher" : "ts seat");
  const storeDir = option(args, "--store");
  const logPath = option(args, "--log");
  const relayText = option(args, "--relay");
  const crashAt = Number(option(args, "--crash-at") ?? -1);
  let cutAt = Number(option(args, "--cut-at") ?? -1);
  const capturePath = option(args, "--capture");
  const sent: Uint8Array[] = [];
  const [where, code] = args;
  if (where === undefined || code === undefined || args.length !== 2) throw new Error("usage: join.js HOST:PORT CODE [--spectator] [--name N] [--store DIR] [--log FILE] [--relay H:P]");
  await cryptoReady();
  const host = where === "-" ? null : address(where);
  const relay = relayText === null ? null : address(relayText);
  let seat;
  let storage: SeatStorage | null = null;
  if (spectator) seat = new SpectatorSeat(name);
  else {
    const kv = storeDir === null ? new MemoryKeyValue() : new FileKeyValue(storeDir);
    storage = await SeatStorage.open(kv, scopeOf(where, normalizeCode(code)), randomBytes);
    seat = new PlayerSeat(storage, name, randomBytes, (actions) => actions[0]!);
    storage.onDurable = () => driving.act((c) => c.poke());
  }
  const client = new Client({ code, direct: host !== null, relay: relay !== null, reachedBefore: storage?.reached ?? false }, seat, webRandom);
  const dial = tcpDial(host, relay);
  let cut: (() => void) | null = null;
  const driving = drive(client, (via, handlers) => {
    const stream = dial(via, handlers);
    cut = () => stream.close();
    return { write: (bytes) => (sent.push(bytes.slice()), stream.write(bytes)), close: () => stream.close() };
  }, (event) => {
    if (event.type === "welcome" && storage !== null && !storage.reached) void storage.saveReached(true);
    if (event.type === "entry") {
      if (event.count === crashAt) {
        if (capturePath !== null) writeFileSync(capturePath, concatBytes(...sent));
        process.exit(9);
      }
      if (event.count === cutAt && cut !== null) {
        cutAt = -1;
        const breakIt = cut;
        setImmediate(() => {
          process.stderr.write(JSON.stringify({ type: "cut" }) + "\n");
          breakIt();
          driving.act((c) => c.closed("error", "cut by the test", performance.now() / 1000));
        });
      }
      return;
    }
    const shown = event.type === "status" ? { type: "status" } : event.type === "welcome" ? { type: "welcome", seat: event.welcome.seat, entries: event.welcome.entries, resumed: event.resumed } : event;
    process.stderr.write(JSON.stringify(shown) + "\n");
  });
  const end = await driving.done;
  if (logPath !== null && seat.table !== null) writeFileSync(logPath, writeLog(seat.table.entries));
  if (capturePath !== null) writeFileSync(capturePath, concatBytes(...sent));
  return end.ok ? 0 : 1;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: Error) => {
    process.stderr.write(`join: ${error.message}\n`);
    process.exit(2);
  },
);
