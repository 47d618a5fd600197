/**
 * The links `mextrain host` prints, as the page reads them (tests/vectors/page_links.json; the
 * host's side: tests/cli/test_page_links.py). The relay's link opens the player's own copy of
 * the page (`mextrain web`) and must send it through the relay, never to the page's own server.
 */
import { test } from "node:test";
import assert from "node:assert/strict";
import { liveParams } from "../src/page/live.js";
import { normalizeCode } from "../src/transport/code.js";
import { loadVector } from "./vectors.js";

interface RelayCase { relay: string; code: string; relay_web: string; link: string }
interface Links { own_page: string; relay: RelayCase[]; lan: { code: string; link: string; host: string } }

const links = loadVector<Links>("page_links.json");

function opened(link: string): ReturnType<typeof liveParams> {
  const url = new URL(link);
  return liveParams(url.hash, { protocol: url.protocol, host: url.host });
}

for (const c of links.relay) {
  test(`the link for other homes reaches the relay (${c.relay})`, () => {
    assert.ok(c.link.startsWith(links.own_page), "the page from the player's own copy");
    const params = opened(c.link);
    assert.deepEqual(params, { code: c.code, host: null, relay: c.relay_web, watch: false });
    assert.equal(normalizeCode(params!.code), c.code);
  });
}

test("the LAN link reaches the host that served the page", () => {
  assert.deepEqual(opened(links.lan.link), { code: links.lan.code, host: links.lan.host, relay: null, watch: false });
});
