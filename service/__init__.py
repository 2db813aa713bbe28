"""The agency's content service; importing it sets how its pydantic models are built."""

from pydantic import BaseModel

# Every model builds its validator and serializer at its first use instead of when its class is
# made (pydantic's defer_build, made the default of every model defined after this): a start
# used to build all ~120 of them, most of which only a staff request or a CLI command ever needs,
# some 80 ms of each start. A model's first use costs its build once (a millisecond or so).
BaseModel.model_config["defer_build"] = True
