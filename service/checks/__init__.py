"""The pre-publish checks: wording that is a risk for an insurance agency, and advice on
accessibility, links and lengths, run on a post's or a document's text."""
