"""Messages and the log: canonical encoding, identities, signed messages, chained entries.

The only encoding that is signed or hashed (:mod:`.encoding`), Ed25519 identity keys with domain
separation (:mod:`.identity`), the signed envelope and the payload of every kind
(:mod:`.messages`), and the host's hash-chained entries with the log file format
(:mod:`.entries`).
"""

from .encoding import EncodingError, pack
from .entries import (
    GENESIS,
    Entry,
    LogError,
    LogReader,
    check_link,
    decode_entry,
    entry_hash,
    file_header,
    frame,
    make_entry,
)
from .identity import Identity, SignatureError, check_public_key, verify
from .messages import (
    GAME_ID_LEN,
    HOST_SEAT,
    MAX_NAME_LEN,
    MAX_REASON_LEN,
    TABLE_ROUND,
    VERSION,
    Message,
    MessageError,
    decode_message,
    encode_message,
    verify_message,
)

__all__ = [
    "GAME_ID_LEN",
    "GENESIS",
    "HOST_SEAT",
    "MAX_NAME_LEN",
    "MAX_REASON_LEN",
    "TABLE_ROUND",
    "VERSION",
    "EncodingError",
    "Entry",
    "Identity",
    "LogError",
    "LogReader",
    "Message",
    "MessageError",
    "SignatureError",
    "check_link",
    "check_public_key",
    "decode_entry",
    "decode_message",
    "encode_message",
    "entry_hash",
    "file_header",
    "frame",
    "make_entry",
    "pack",
    "verify",
    "verify_message",
]
