"""`agency doctor`'s checks: what an operator would otherwise find the hard way, with fixes."""
