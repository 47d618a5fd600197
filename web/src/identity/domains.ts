/** The domain-separation strings of SPEC 5.2, each followed by one 0x00 byte. */
import { concatBytes, utf8 } from "../bytes.js";

function dst(name: string): Uint8Array {
  return concatBytes(utf8(name), new Uint8Array(1));
}

export const DST_MESSAGE = dst("mextrain/v1/message");
export const DST_ENTRY = dst("mextrain/v1/entry");
export const DST_ENTRY_HASH = dst("mextrain/v1/entry-hash");
