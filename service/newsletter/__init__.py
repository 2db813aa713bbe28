"""The newsletter (issue 48): subscribers who confirmed, posts sent to them, and what came back."""
