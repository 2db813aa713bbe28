"""HTTP plumbing: headers, conditional and compressed answers, request limits, client address."""
