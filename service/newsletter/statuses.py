"""A subscriber's statuses, in the order staff see them (the list's filter and counts, the CLI)."""

STATUSES = ("pending", "subscribed", "unsubscribed", "bounced", "complained")
