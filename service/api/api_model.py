"""The bases of the API's own models: built at their first use, not by every start."""

from typing import TypeVar

from pydantic import BaseModel, ConfigDict, RootModel

Root = TypeVar("Root")

# Most only describe an answer in the OpenAPI document, the rest check a staff request's body:
# none is needed before the first request, so each is built (pydantic's defer_build) when first
# used, not by every start (issue 42: some 90 models, some 15 ms of a start's processor time).
LATE = ConfigDict(defer_build=True)


class ApiModel(BaseModel):
    """A request body or answer of the API."""

    model_config = LATE


class ApiRootModel(RootModel[Root]):
    """One whose JSON is a list or one of several shapes (RootModel[...] itself would be built
    at once, as each of its parametrizations is)."""

    model_config = LATE
