"""A stand-in for the Node render worker that speaks the same JSON-lines protocol."""

import json
import sys
import time

for count, line in enumerate(sys.stdin, start=1):
    request = json.loads(line)
    url = request["url"]
    if "slow" in url:
        time.sleep(30)
    if "boom" in url:
        answer = {"id": request["id"], "error": "render crashed"}
    else:
        answer = {"id": request["id"], "status": 404 if "missing" in url else 200,
                  "head": f"<title>Fake {url}</title>"
                          f"<link rel=canonical href={request['origin']}{url}>",
                  "html": f"<h1>Rendered {url} #{count}</h1>",
                  "state": {"queries": [{"url": url, "note": "</script><script>x"}]}}
    sys.stdout.write(json.dumps(answer) + "\n")
    sys.stdout.flush()
