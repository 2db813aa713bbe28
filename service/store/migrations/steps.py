"""The content migrations in order: version N is reached by MIGRATIONS[N - 2]."""

from service.store.migrations import (
    v2_office_hours,
    v3_faq_answers,
    v4_team_ids,
    v5_online_services,
    v6_founding_year,
    v7_notices,
    v8_special_date_notices,
    v9_privacy_intake,
    v10_intake_defaults,
    v11_booking,
    v12_newsletter,
)
from service.store.migrations.base import Migration

# Version 1 is content from before versions were kept (commit 732fda6 and those until version 2).
MIGRATIONS: tuple[Migration, ...] = (
    v2_office_hours.MIGRATION,
    v3_faq_answers.MIGRATION,
    v4_team_ids.MIGRATION,
    v5_online_services.MIGRATION,
    v6_founding_year.MIGRATION,
    v7_notices.MIGRATION,
    v8_special_date_notices.MIGRATION,
    v9_privacy_intake.MIGRATION,
    v10_intake_defaults.MIGRATION,
    v11_booking.MIGRATION,
    v12_newsletter.MIGRATION,
)
CONTENT_VERSION = len(MIGRATIONS) + 1

if [m.version for m in MIGRATIONS] != list(range(2, CONTENT_VERSION + 1)):
    raise ValueError("content migrations must lead to versions 2, 3, ... in order")
