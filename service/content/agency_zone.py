"""The agency's time zone (Milford, Connecticut) as data: agency_zone.json, which the web reads."""

import json
from pathlib import Path
from zoneinfo import ZoneInfo

TIME_ZONE_NAME: str = json.loads(
    Path(__file__).with_name("agency_zone.json").read_text("utf-8"))["timeZone"]
AGENCY_ZONE = ZoneInfo(TIME_ZONE_NAME)
