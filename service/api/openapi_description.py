"""The OpenAPI document's opening words: what every client of /api/ must know."""

DESCRIPTION = (
    "The content API of the agency's website. Every refusal is JSON of the shape `Error` "
    "(`{\"message\": ...}`); a refused request body also names each field to fix (`FieldErrors`). "
    "Writes need a staff session (the `agency_session` cookie from `POST /api/auth/login`), the "
    "session's CSRF token in `X-CSRF-Token`, and an `Origin` header naming this site (or "
    "`Sec-Fetch-Site: same-origin`), as a browser sends them. Every JSON `GET` answer carries an "
    "`ETag`; a client that sends it back in `If-None-Match` gets 304. A request naming a host the "
    "service does not serve is refused with 400 before it reaches any operation.")
