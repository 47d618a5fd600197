/**
 * `node seat.mjs --seat N [--seed S] [--name NAME] [--misbehave HOW]`: one seat of a table, its
 * transport stdin and stdout, for a host in another process (tests/web/test_mixed_table.py runs
 * Python's host and seats with one of these). Every frame either way is a 4-byte big-endian
 * length and a canonical msgpack value:
 *
 * - in `["entry", BYTES]`: the host's next log entry; out `{"messages": [BYTES...], "error": null}`,
 *   the signed messages the seat owes now, or `{"messages": [], "error": {"seat", "reason"}}` when
 *   its table refuses the entry (it is then unchanged);
 * - in `["state", null]`: out `{"stage", "entries", "log", "blame", "totals"}`, its replica: the
 *   stage, the entry count, the log file it would write, the blame it recorded, the final totals.
 *
 * A request it cannot read is answered `{"messages": [], "error": {"seat": null, "reason"}}` and
 * changes nothing; a frame longer than an entry can be (SPEC 6.1) ends the process (exit 2).
 *
 * Secrets (the identity and each round's seed) come from crypto.getRandomValues, or from `--seed`
 * for a replayable test; a seeded bot plays the moves. `--misbehave` makes it cheat (a test's).
 */
import { encode, decode, type Value } from "../codec/canonical.js";
import { PLAIN } from "../codec/limits.js";
import { cryptoReady } from "../deck/group.js";
import { Identity } from "../identity/ed25519.js";
import { CodecError } from "../codec/scan.js";
import { LogCheckError } from "../log/chain.js";
import { MAX_ENTRY_LEN } from "../log/entry.js";
import { writeLog } from "../log/file.js";
import { TableRefusal } from "../log/walk.js";
import { heavyBot } from "../seat/bot.js";
import { SeatDriver } from "../seat/driver.js";
import type { SeatNode } from "../seat/match.js";
import { isMisbehaviour, Misbehaving, MISBEHAVIOURS } from "../seat/misbehave.js";
import { randomBytes, randomRoundSeeds, seededBytes, seededRoundSeeds } from "../seat/secrets.js";

/** The longest request: an entry at its limit, with the request's few bytes around it. */
const MAX_FRAME = MAX_ENTRY_LEN + 64;

class BadRequest extends Error {}

const USAGE = `usage: seat.mjs --seat N [--seed S] [--name NAME] [--misbehave ${MISBEHAVIOURS.join("|")}]`;

interface Args {
  seat: number;
  seed: string | null;
  name: string;
  misbehave: string | null;
}

function parseArgs(argv: string[]): Args {
  const args: Args = { seat: -1, seed: null, name: "", misbehave: null };
  for (let i = 0; i < argv.length; i += 2) {
    const [flag, value] = [argv[i], argv[i + 1]];
    if (value === undefined) throw new Error(`${flag} needs a value`);
    if (flag === "--seat") args.seat = Number(value);
    else if (flag === "--seed") args.seed = value;
    else if (flag === "--name") args.name = value;
    else if (flag === "--misbehave") args.misbehave = value;
    else throw new Error(`unknown option ${flag}`);
  }
  if (!Number.isInteger(args.seat) || args.seat < 0 || args.seat > 9) throw new Error("--seat must be 0 to 9");
  if (args.misbehave !== null && !isMisbehaviour(args.misbehave)) throw new Error(`--misbehave must be one of ${MISBEHAVIOURS.join(", ")}`);
  return args;
}

function makeSeat(args: Args): { node: SeatNode; driver: SeatDriver } {
  const seeded = args.seed;
  const identity = new Identity(seeded === null ? randomBytes(32) : seededBytes(seeded, "identity", 32));
  const botSeed = seeded === null ? new DataView(randomBytes(4).buffer).getUint32(0) : new DataView(seededBytes(seeded, "bot", 4).buffer).getUint32(0);
  const driver = new SeatDriver({
    seat: args.seat,
    name: args.name,
    identity,
    roundSeed: seeded === null ? randomRoundSeeds : seededRoundSeeds(seeded),
    bot: heavyBot(botSeed),
  });
  const how = args.misbehave;
  const node = how !== null && isMisbehaviour(how) ? new Misbehaving(driver, identity, how) : driver;
  return { node, driver };
}

function refusal(error: unknown): Value {
  if (error instanceof TableRefusal) return { seat: error.seat, reason: error.message };
  if (error instanceof LogCheckError) return { seat: error.blame.seat, reason: error.blame.reason };
  throw error;
}

/** Answers one request frame; a request it cannot read is answered with the reason. */
function answer(node: SeatNode, driver: SeatDriver, body: Uint8Array): Value {
  try {
    return answerRequest(node, driver, decode(body, PLAIN));
  } catch (error) {
    if (error instanceof CodecError || error instanceof BadRequest) return { messages: [], error: { seat: null, reason: `bad request: ${error.message}` } };
    throw error;
  }
}

function answerRequest(node: SeatNode, driver: SeatDriver, request: Value): Value {
  if (!Array.isArray(request) || request.length !== 2) throw new BadRequest("a request is [op, argument]");
  const [op, arg] = request;
  if (op === "entry" && arg instanceof Uint8Array) {
    try {
      return { messages: node.receive(arg).messages, error: null };
    } catch (error) {
      return { messages: [], error: refusal(error) };
    }
  }
  if (op === "entry") throw new BadRequest("an entry request carries the entry's bytes");
  if (op === "state") {
    const table = driver.table;
    const blame = table.blame ? { seat: table.blame.seat, entry: table.blame.entry, reason: table.blame.reason } : null;
    return { stage: table.stage, entries: table.entries.length, log: writeLog(table.entries), blame, totals: table.final ? [...table.final.totals] : null };
  }
  throw new BadRequest(`unknown request ${JSON.stringify(op)} (known: ["entry", bytes], ["state", null])`);
}

function frame(body: Uint8Array): Uint8Array {
  const out = new Uint8Array(4 + body.length);
  new DataView(out.buffer).setUint32(0, body.length);
  out.set(body, 4);
  return out;
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`seat: ${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  await cryptoReady();
  const { node, driver } = makeSeat(args);
  let buffer = new Uint8Array(0);
  for await (const chunk of process.stdin) {
    const joined = new Uint8Array(buffer.length + chunk.length);
    joined.set(buffer);
    joined.set(chunk as Uint8Array, buffer.length);
    buffer = joined;
    while (buffer.length >= 4) {
      const size = new DataView(buffer.buffer, buffer.byteOffset).getUint32(0);
      if (size > MAX_FRAME) {
        process.stderr.write(`seat: a request frame of ${size} bytes; the longest is ${MAX_FRAME}\n`);
        return 2;
      }
      if (buffer.length < 4 + size) break;
      const body = buffer.slice(4, 4 + size);
      buffer = buffer.slice(4 + size);
      process.stdout.write(frame(encode(answer(node, driver, body))));
    }
  }
  return 0;
}

process.exitCode = await main();
