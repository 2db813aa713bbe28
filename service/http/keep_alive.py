"""How long an idle kept-alive connection stays open, on the service and on the proxy before it."""

# A server that closes an idle connection while a client is reusing it makes the client's next
# request fail (a reset, which nginx answers with 502 for a POST). The side that reuses
# connections must give them up first, so the proxy's idle limit is shorter than the service's.
SERVICE_KEEP_ALIVE_SECONDS = 75
PROXY_UPSTREAM_IDLE_SECONDS = SERVICE_KEEP_ALIVE_SECONDS - 15
