"""LAN discovery with zeroconf (mDNS/DNS-SD): the host advertises, ``mextrain join`` browses.

The TXT record is a hint for people choosing a table (version, table name, seats, ruleset,
host key fingerprint); nothing in it is trusted. The join code and the signed log are what
protect the game.
"""

from __future__ import annotations

import asyncio
import contextlib
import ipaddress
import re
import socket
from dataclasses import dataclass

import ifaddr
import zeroconf
from zeroconf import InterfaceChoice, IPVersion, ServiceStateChange, Zeroconf
from zeroconf.asyncio import AsyncServiceBrowser, AsyncServiceInfo, AsyncZeroconf

from ..protocol.log import VERSION
from .envelope import TRANSPORT_VERSION

SERVICE = "_mextrain._tcp.local."


@dataclass(frozen=True)
class TableAd:
    """One advertised table, as a browser found it."""

    name: str
    host: str
    port: int
    seats: int
    ruleset: str
    fingerprint: str
    version: str
    plate: str = ""
    """The table number of its relay code, when it serves a relay too (SPEC.md 8.10)."""

    @property
    def address(self) -> str:
        return f"{self.host}:{self.port}"


def _is_any(bind: str) -> bool:
    return bind in ("", "0.0.0.0", "::")


def advertised_addresses(bind: str) -> list[str]:
    """The IPv4 addresses to publish: the bound one, or every non-loopback one."""
    if not _is_any(bind):
        return [bind]
    found = [
        str(ip.ip)
        for adapter in ifaddr.get_adapters()
        for ip in adapter.ips
        if isinstance(ip.ip, str)
    ]
    return sorted({a for a in found if not ipaddress.ip_address(a).is_loopback})


def _label(text: str, limit: int = 40) -> str:
    return re.sub(r"[^\w \-()']", " ", text).strip()[:limit] or "table"


class Advertiser:
    """The host's advertisement; an async context manager that withdraws it on exit."""

    def __init__(
        self,
        *,
        table_name: str,
        bind: str,
        port: int,
        seats: int,
        ruleset: str,
        fingerprint: str,
        plate: str | None = None,
    ) -> None:
        addresses = advertised_addresses(bind)
        self._zc: AsyncZeroconf | None = None
        self.addresses = addresses
        host = _label(socket.gethostname(), 30).replace(" ", "-")
        self._properties = {
            "version": f"{VERSION}.{TRANSPORT_VERSION}",
            "name": table_name[:64],
            "seats": str(seats),
            "ruleset": ruleset[:32],
            "fp": fingerprint,
        }
        self._name = f"{_label(table_name)} ({fingerprint[:9]}).{SERVICE}"
        self._server = f"{host}-mextrain.local."
        self._port = port
        self.info = self._info(plate)
        self._interfaces: InterfaceChoice | list[str] = (
            InterfaceChoice.All if _is_any(bind) else list(addresses)
        )
        self.failure: str | None = None
        """Why the table could not be advertised (it is served all the same)."""

    def _info(self, plate: str | None) -> AsyncServiceInfo:
        return AsyncServiceInfo(
            SERVICE,
            self._name,
            addresses=[socket.inet_aton(a) for a in self.addresses],
            port=self._port,
            properties={**self._properties, **({"plate": plate} if plate else {})},
            server=self._server,
        )

    async def new_plate(self, plate: str | None) -> None:
        """The join code changed: publish its table number (SPEC.md 8.10) instead."""
        self.info = self._info(plate)
        if self._zc is not None:
            async with asyncio.timeout(10):
                await self._zc.async_update_service(self.info)

    async def __aenter__(self) -> Advertiser:
        """Advertise. The instance name may be taken (another host, or a stranger who copied
        an ad): zeroconf then picks a free one. Any failure to advertise is kept in
        ``failure``, never raised: the table is served without discovery."""
        if not self.addresses:
            return self
        try:
            self._zc = AsyncZeroconf(interfaces=self._interfaces, ip_version=IPVersion.V4Only)
            async with asyncio.timeout(10):
                await self._zc.async_register_service(self.info, allow_name_change=True)
        except (zeroconf.Error, OSError, TimeoutError, ValueError) as exc:
            self.failure = f"{type(exc).__name__}: {exc}" if str(exc) else type(exc).__name__
            await self._close()
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self._close()

    async def _close(self) -> None:
        if self._zc is None:
            return
        with contextlib.suppress(TimeoutError, OSError):
            async with asyncio.timeout(5):
                await self._zc.async_unregister_service(self.info)
        with contextlib.suppress(TimeoutError, OSError, zeroconf.Error):
            async with asyncio.timeout(5):
                await self._zc.async_close()
        self._zc = None


RESOLVE_TIMEOUT = 3.0
"""How long the names found are resolved, all at once (a name that never answers costs no more)."""
MAX_NAMES = 64
"""Names resolved at most (the rest of a flood of ads is ignored)."""


async def browse(seconds: float = 3.0, interfaces: list[str] | None = None) -> list[TableAd]:
    """Tables advertised on the LAN, listening for ``seconds``, in a stable order (by table
    name, then address): an ad's order says nothing about which one is genuine."""
    zc = AsyncZeroconf(
        interfaces=interfaces if interfaces else InterfaceChoice.All, ip_version=IPVersion.V4Only
    )
    names: set[str] = set()

    def on_change(
        zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange
    ) -> None:
        if state_change in (ServiceStateChange.Added, ServiceStateChange.Updated):
            names.add(name)

    browser = AsyncServiceBrowser(zc.zeroconf, [SERVICE], handlers=[on_change])
    found: list[TableAd] = []
    try:
        await asyncio.sleep(seconds)
        found = await resolve_all(zc.zeroconf, sorted(names)[:MAX_NAMES])
    finally:
        async with asyncio.timeout(5):
            await browser.async_cancel()
        async with asyncio.timeout(5):
            await zc.async_close()
    return found


async def resolve_all(zc: Zeroconf, names: list[str]) -> list[TableAd]:
    """Resolve every name at once, within RESOLVE_TIMEOUT in all."""

    async def one(name: str) -> TableAd | None:
        info = AsyncServiceInfo(SERVICE, name)
        with contextlib.suppress(TimeoutError, OSError, zeroconf.Error):
            if await info.async_request(zc, int(RESOLVE_TIMEOUT * 1000)):
                return _to_ad(info)
        return None

    try:
        async with asyncio.timeout(RESOLVE_TIMEOUT + 0.5):
            ads = await asyncio.gather(*(one(n) for n in names))
    except TimeoutError:
        return []
    return sorted((ad for ad in ads if ad is not None), key=lambda a: (a.name, a.address))


def copies(ads: list[TableAd]) -> set[str]:
    """Host key fingerprints that more than one ad shows: all but one of those are copies."""
    seen: dict[str, int] = {}
    for ad in ads:
        seen[ad.fingerprint] = seen.get(ad.fingerprint, 0) + 1
    return {fp for fp, n in seen.items() if n > 1}


def _to_ad(info: AsyncServiceInfo) -> TableAd | None:
    addresses = info.parsed_addresses(IPVersion.V4Only)
    if not addresses or info.port is None:
        return None
    props = {
        k.decode(errors="replace"): (v or b"").decode(errors="replace")
        for k, v in info.properties.items()
    }
    try:
        seats = int(props.get("seats", "0"))
    except ValueError:
        seats = 0
    return TableAd(
        name=props.get("name", info.name.removesuffix("." + SERVICE)),
        host=addresses[0],
        port=info.port,
        seats=seats,
        ruleset=props.get("ruleset", "?"),
        fingerprint=props.get("fp", "?"),
        version=props.get("version", "?"),
        plate=props.get("plate", ""),
    )
