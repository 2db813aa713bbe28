"""`agency deploy systemd`: the service's unit and its socket unit, as text.

systemd holds the listening socket (service/ops/listen_socket.py takes it over), so connections
made while the service restarts wait in its queue instead of being refused. The service runs as
a user of its own, reads its settings from the settings file (service/config_file.py), and may
write only to the folders it keeps (WRITABLE_SETTINGS).
"""

import ipaddress
from dataclasses import dataclass
from pathlib import Path, PurePosixPath

from service.config_file import FILE_VARIABLE
from service.ops.config_values import UnsafeValue, config_path

# The settings naming the folders the service writes to: the only ones ProtectSystem=strict
# leaves writable. A setting for another such folder belongs here too.
WRITABLE_SETTINGS = ("content_dir", "instance_dir", "export_dir", "backup_dir")
# ProtectHome=yes hides these; a folder of the service under one of them makes it read-only.
HOME_FOLDERS = (PurePosixPath("/home"), PurePosixPath("/root"), PurePosixPath("/run/user"))


class UnitError(ValueError):
    """Settings a unit cannot be written for."""


@dataclass(frozen=True)
class ServiceUnit:
    name: str  # <name>.service and <name>.socket
    user: str
    project_root: Path
    python: Path
    env_file: Path
    host: str
    port: int
    writable: tuple[Path, ...]  # folders the service writes to, git's own included
    read: tuple[Path, ...]  # folders it only reads (the code, the build)

    @property
    def listen_stream(self) -> str:
        """The socket unit's ListenStream= for the service's address."""
        try:
            address = ipaddress.ip_address(self.host.strip("[]"))
        except ValueError:
            raise UnitError(f"ListenStream= needs an IP address, and AGENCY_HOST is {self.host!r}: "
                            "set AGENCY_HOST to one (127.0.0.1 behind nginx)") from None
        return f"[{address}]:{self.port}" if address.version == 6 else f"{address}:{self.port}"

    @property
    def protect_home(self) -> str:
        used = (*self.writable, *self.read, self.env_file)
        under_home = any(PurePosixPath(path).is_relative_to(home)
                         for path in used for home in HOME_FOLDERS)
        return "read-only" if under_home else "yes"


def service_unit(unit: ServiceUnit) -> str:
    for path in (*unit.writable, *unit.read, unit.project_root, unit.python, unit.env_file):
        try:
            config_path(path, "a folder or file of the service")
        except UnsafeValue as error:
            raise UnitError(str(error)) from None
    return f"""\
# /etc/systemd/system/{unit.name}.service (printed by `agency deploy systemd service`), with
# {unit.name}.socket (`agency deploy systemd socket`), which holds the listening socket: a
# connection made while the service restarts waits for it instead of being refused.
[Unit]
Description=The agency's website and content service
Documentation=file://{unit.project_root}/docs/operating.md
Requires={unit.name}.socket
After={unit.name}.socket network-online.target
Wants=network-online.target

[Service]
Type=exec
User={unit.user}
Group={unit.user}
WorkingDirectory={unit.project_root}
# The service and every `agency` command read the settings from this file themselves (no
# EnvironmentFile=): the same reading for both, and a bad line is named at start-up.
Environment={FILE_VARIABLE}={unit.env_file}
ExecStart={unit.python} -m service
# SIGTERM to the service alone: it finishes its requests, then stops the render worker itself.
KillMode=mixed
TimeoutStopSec=45
Restart=on-failure
RestartSec=2

{_hardening(unit)}
[Install]
WantedBy=multi-user.target
"""


def _hardening(unit: ServiceUnit) -> str:
    return f"""\
# Hardening. Everything is read-only but the folders the service writes to: the content (and
# its git repository), the instance folder, the export. git (commit, push over SSH or HTTPS)
# and the Node render worker need nothing else: no new privileges, no capabilities, only
# IP and Unix sockets, a private /tmp. No MemoryDenyWriteExecute=: Node's JIT needs it off.
NoNewPrivileges=yes
ProtectSystem=strict
ReadWritePaths={" ".join(str(path) for path in unit.writable)}
ProtectHome={unit.protect_home}
PrivateTmp=yes
PrivateDevices=yes
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectKernelLogs=yes
ProtectControlGroups=yes
ProtectClock=yes
ProtectHostname=yes
ProtectProc=invisible
RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6
RestrictNamespaces=yes
RestrictRealtime=yes
RestrictSUIDSGID=yes
LockPersonality=yes
CapabilityBoundingSet=
SystemCallArchitectures=native
SystemCallFilter=@system-service
# A call outside the filter fails with EPERM instead of killing the process: a library that
# tries a newer call (libuv, under Node, and io_uring) does without it when refused.
SystemCallErrorNumber=EPERM
"""


def socket_unit(unit: ServiceUnit) -> str:
    return f"""\
# /etc/systemd/system/{unit.name}.socket (printed by `agency deploy systemd socket`): the
# listening socket of {unit.name}.service, at AGENCY_HOST and AGENCY_PORT. systemd keeps it open
# while the service restarts; connections wait in its queue for the next process.
[Unit]
Description=Listening socket of the agency's website service

[Socket]
ListenStream={unit.listen_stream}
NoDelay=true

[Install]
WantedBy=sockets.target
"""
