"""``mextrain join wss://...``: the Python joiner over a TLS WebSocket (SPEC.md 8.12), checking
the server's certificate and name with the standard default context, as a browser would. The
host's web port speaks plain ``ws://``; here a TLS front (as a reverse proxy would be) carries it,
with a self-signed certificate for ``localhost`` made by the test and trusted through
``SSL_CERT_FILE``, which the default context reads."""

from __future__ import annotations

import asyncio
import datetime
import ssl
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from mextrain.node.frontend import QuietFrontend
from mextrain.node.peer import Peer, PeerSettings
from mextrain.node.persistence import DataDir
from mextrain.node.ws_pipe import open_websocket

from .helpers import CODE, assert_same_valid_logs, host_settings, start_host


def self_signed(tmp: Path) -> tuple[Path, Path]:
    """A certificate for the name ``localhost`` only (not 127.0.0.1), and its key."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "mextrain test")])
    now = datetime.datetime.now(datetime.UTC)
    public = key.public_key()
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(public)
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(minutes=5))
        .not_valid_after(now + datetime.timedelta(hours=1))
        .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), critical=False)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .add_extension(x509.SubjectKeyIdentifier.from_public_key(public), critical=False)
        .add_extension(x509.AuthorityKeyIdentifier.from_issuer_public_key(public), critical=False)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = tmp / "cert.pem", tmp / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
    )
    return cert_path, key_path


class TlsFront:
    """TLS on 127.0.0.1 in front of a plain TCP port: bytes copied both ways."""

    def __init__(self, target: int) -> None:
        self.target = target
        self.connections = 0
        self.server: asyncio.Server | None = None

    async def start(self, cert: Path, key: Path) -> int:
        context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
        context.load_cert_chain(cert, key)
        self.server = await asyncio.start_server(self._serve, "127.0.0.1", 0, ssl=context)
        return int(self.server.sockets[0].getsockname()[1])

    async def _serve(self, reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        self.connections += 1
        up_reader, up_writer = await asyncio.open_connection("127.0.0.1", self.target)

        async def copy(src: asyncio.StreamReader, dst: asyncio.StreamWriter) -> None:
            try:
                while data := await src.read(65536):
                    dst.write(data)
                    await dst.drain()
            except (ConnectionError, ssl.SSLError):
                pass
            finally:
                dst.close()

        await asyncio.gather(copy(reader, up_writer), copy(up_reader, writer))


@pytest.fixture
async def certificate(tmp_path: Path) -> AsyncIterator[tuple[Path, Path]]:
    yield self_signed(tmp_path)


async def test_a_seat_joins_over_wss_and_plays_to_the_end(
    tmp_path: Path, certificate: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("SSL_CERT_FILE", str(certificate[0]))  # the default context trusts it
    host, _port, host_task = await start_host(tmp_path, host_settings(2, 1, web_port=0))
    assert host.web_port is not None
    front = TlsFront(host.web_port)
    port = await front.start(*certificate)
    root = DataDir(tmp_path / "ann")
    settings = PeerSettings(
        "", 0, CODE, "ann", "greedy", reconnect_for=30.0,
        websocket=f"wss://localhost:{port}/mextrain",
    )  # fmt: skip
    peer = Peer(settings, root.role("join"), root.identity(), QuietFrontend())
    assert list(await asyncio.wait_for(asyncio.gather(host_task, peer.run()), 120)) == [0, 0]
    assert front.connections >= 1  # the seat came through TLS
    assert host.store is not None and peer.log_path is not None
    assert_same_valid_logs(host.store.log_path, peer.log_path)
    assert front.server is not None
    front.server.close()


async def test_wss_refuses_a_certificate_nobody_trusts_and_one_for_another_name(
    certificate: tuple[Path, Path], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    front = TlsFront(1)  # never reached: the handshake fails first
    port = await front.start(*certificate)
    monkeypatch.setenv("SSL_CERT_FILE", str(tmp_path / "none.pem"))
    with pytest.raises(ssl.SSLCertVerificationError, match=r"self-signed|unable to get local"):
        await open_websocket(f"wss://localhost:{port}/mextrain")
    monkeypatch.setenv("SSL_CERT_FILE", str(certificate[0]))
    with pytest.raises(ssl.SSLCertVerificationError, match=r"IP address mismatch|doesn't match"):
        await open_websocket(f"wss://127.0.0.1:{port}/mextrain")
    assert front.server is not None
    front.server.close()
