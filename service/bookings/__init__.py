"""Bookings (issue 47): meeting types, staff hours, open times, the mails and their links."""
