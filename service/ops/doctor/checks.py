"""The doctor's list of checks and running them: the settings first, then the others together."""

import asyncio
from pathlib import Path

from service.ops.doctor.backups import backup_age
from service.ops.doctor.certificate import certificate_expiry
from service.ops.doctor.content_files import content_files, content_migration
from service.ops.doctor.content_repo import content_repository
from service.ops.doctor.disk import disk_space
from service.ops.doctor.embeds import site_embeds
from service.ops.doctor.findings import Check, Finding, Setup, fail
from service.ops.doctor.instance import database_schemas, instance_folder
from service.ops.doctor.intake_keys import intake_keys
from service.ops.doctor.mail import mail_server, public_address
from service.ops.doctor.nginx import nginx_configuration
from service.ops.doctor.settings import settings_findings

# In the order their lines are printed; a new check is one more async function here.
CHECKS: tuple[Check, ...] = (
    instance_folder,
    database_schemas,
    intake_keys,
    content_repository,
    content_migration,
    content_files,
    site_embeds,
    mail_server,
    public_address,
    nginx_configuration,
    certificate_expiry,
    disk_space,
    backup_age,
)


async def examine(nginx_config: Path | None = None, certificate: Path | None = None,
                  content_dir: Path | None = None,
                  checks: tuple[Check, ...] = CHECKS) -> list[Finding]:
    """Every check's lines. With settings the service would refuse, that alone: the other checks
    would look at the wrong places."""
    settings, said = settings_findings()
    if settings is None:
        return said
    if content_dir is not None:
        settings = settings.replace(content_dir=content_dir)
    setup = Setup(settings, nginx_config, certificate)
    found = await asyncio.gather(*(_guarded(check, setup) for check in checks))
    return [*said, *(finding for lines in found for finding in lines)]


async def _guarded(check: Check, setup: Setup) -> list[Finding]:
    """The check's lines; a check that breaks (a folder this user cannot enter) is one failed
    line, so the others are still seen."""
    try:
        return await check(setup)
    except Exception as error:  # whatever broke is a finding here, not a crash
        subject = getattr(check, "__name__", "check").replace("_", " ")
        return [fail(subject, f"could not be checked: {error!r}",
                     "Run agency doctor as the service's user; if the error stays, it names "
                     "what to look at.")]


# What a restart on this release will change: `agency upgrade-check` runs these alone.
UPGRADE_CHECKS: tuple[Check, ...] = (content_migration, content_files, database_schemas)


def exit_code(findings: list[Finding]) -> int:
    """1 when anything failed; warnings alone are 0, so monitoring alerts on real trouble only."""
    return 1 if any(finding.status == "fail" for finding in findings) else 0
