/// <reference lib="dom" />
/**
 * The demo: recorded frames of a real match (docs/make_page_demo.py) played back on the face.
 *
 * A move intent goes on to the next recorded frame (the recorded game goes on whatever was
 * chosen; the demo has no seat to apply it to), `continue` leaves a round summary, `hint`
 * shows the hint recorded for that turn, and `download_log` hands out the match's real log.
 * Every intent is kept in `window.mextrainDemo.intents`, for the browser test to read.
 */

import { h } from "./dom.js";
import { mountTable } from "./table.js";
import type { Hint, Intent, TableState } from "./view.js";

export interface DemoFrame extends TableState {
  /** The move the recorded seat made (an index into `view.moves`). */
  played: number | null;
}

export interface DemoData {
  frames: DemoFrame[];
}

export interface DemoHandle {
  intents: Intent[];
  frame(): number;
  go(n: number): void;
}

declare global {
  interface Window {
    mextrainDemo?: DemoHandle;
    MEXTRAIN_DEMO?: DemoData;
  }
}

export function startDemo(root: HTMLElement, data: DemoData, first: number, logName: string): DemoHandle {
  const banner = h("p", { class: "demo-banner", role: "note" });
  root.before(banner);
  const intents: Intent[] = [];
  let at = 0;
  let hint: Hint | null = null;
  const face = mountTable(root, (intent) => {
    intents.push(intent);
    if (intent.kind === "move") go(at + 1, describe(intent));
    else if (intent.kind === "continue") go(at + 1, "");
    else if (intent.kind === "hint") {
      hint = data.frames[at]?.hint ?? null;
      show();
    } else if (intent.kind === "download_log") {
      const a = h("a", { href: logName, download: logName });
      document.body.append(a);
      a.click();
      a.remove();
    }
  });
  function describe(intent: Intent): string {
    if (intent.kind !== "move") return "";
    const frame = data.frames[at];
    const played = frame?.played;
    const chose = frame?.view?.moves[intent.move]?.words ?? "";
    const rec = played !== null && played !== undefined ? frame?.view?.moves[played]?.words ?? "" : "";
    return played === intent.move ? `you chose ${chose}, as the recorded player did`
      : `you chose ${chose}; the recorded player chose ${rec}, and the recording goes on`;
  }
  function show(): void {
    const frame = data.frames[at];
    if (frame === undefined) return;
    face.show({ ...frame, hint: hint });
  }
  function go(n: number, said = ""): void {
    at = Math.max(0, Math.min(data.frames.length - 1, n));
    hint = null;
    banner.textContent = `Demo: a recorded 2-round match, seat ann, frame ${at + 1} of ${data.frames.length}. ${said}`;
    show();
  }
  go(first);
  const handle = { intents, frame: () => at, go };
  window.mextrainDemo = handle;
  return handle;
}
