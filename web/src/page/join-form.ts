/// <reference lib="dom" />
/**
 * The page with no link: a form for the join code and, for a page not served by the host
 * (`mextrain web`, or the bundle opened from disk: SPEC 8.12), the host's or a relay's
 * WebSocket address. Submitting it writes the fragment the host's link would have carried.
 */
import { h } from "./dom.js";

export function joinForm(): HTMLFormElement {
  const code = h("input", { type: "text", name: "code", required: true, autocomplete: "off", placeholder: "amber-fox-pine-42", "aria-label": "join code" });
  const address = h("input", { type: "url", name: "address", placeholder: "ws://HOST:PORT/mextrain", "aria-label": "the host's or the relay's WebSocket address (empty: the host that served this page)" });
  const via = h("select", { name: "via", "aria-label": "that address is" },
    h("option", { value: "host" }, "the host"), h("option", { value: "relay" }, "a relay"));
  const form = h("form", { class: "join-form" },
    h("label", {}, "Join code ", code),
    h("label", {}, "Address ", address), via,
    h("button", { type: "submit", class: "btn btn-primary" }, "Join"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const keys = new URLSearchParams({ code: code.value.trim() });
    const where = address.value.trim();
    if (where !== "") keys.set(via.value === "relay" ? "relay" : "host", where);
    location.hash = keys.toString();
  });
  return form;
}
