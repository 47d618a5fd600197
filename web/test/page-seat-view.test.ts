import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { readLog } from "../src/log/file.js";
import { Table } from "../src/table/table.js";
import { tableView } from "../src/page/seat-view.js";
import type { SeatView } from "../src/page/view.js";
import { repoRoot } from "./vectors.js";

const page = join(repoRoot, "web", "page");

/** What any seat sees alike: the board, counts, scores, whose turn and the bound double. */
function publicPart(v: SeatView): string {
  return JSON.stringify({
    round: v.round_no, engine: [v.engine_pip, v.engine_placed], phase: v.phase, turn: v.turn, boneyard: v.boneyard,
    trains: [...v.trains, v.mexican].map((t) => [t.key, t.tiles, t.open_end, t.marker, t.open_double]),
    doubles: v.open_doubles.map((d) => [d.train, d.pip, d.cover_seat]),
    players: v.players.map((p) => [p.seat, p.hand_size, p.marker, p.total, p.on_turn]),
    scores: [v.scores.totals, v.scores.running, v.scores.leaders, v.scores.rounds.map((r) => [r.round_no, r.double, r.scores, r.pips, r.went_out, r.out_on_double])],
    awaiting: v.awaiting, stage: v.stage,
  });
}

test("page: the TypeScript table's view agrees with every view the Python table recorded for the demo match", () => {
  const frames = (JSON.parse(readFileSync(join(page, "demo-views.json"), "utf8")) as { frames: { view: SeatView | null }[] }).frames;
  const log = readLog(new Uint8Array(readFileSync(join(page, "mextrain-demo.mtlog"))));
  const watcher = new Table();
  const seen = new Set<string>();
  for (const raw of log.entries) {
    watcher.receive(raw);
    const view = tableView(watcher);
    if (view !== null) seen.add(publicPart(view));
  }
  const recorded = frames.filter((f) => f.view !== null && f.view.stage === "turns" && f.view.phase !== "over").map((f) => publicPart(f.view!));
  assert.ok(recorded.length > 30, `${recorded.length} frames of play`);
  const missing = recorded.filter((r) => !seen.has(r));
  assert.deepEqual(missing, [], "every recorded board is one the TypeScript view drew");
  const last = tableView(watcher)!;
  assert.equal(last.ended, true);
  assert.equal(last.end_reason, "finished");
  assert.equal(last.hand.length, 0, "a spectator holds no hand");
});
