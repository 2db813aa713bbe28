"""The base of the API's own models: built at their first use, not by every start."""

from pydantic import BaseModel, ConfigDict


class ApiModel(BaseModel):
    """A request body or answer of the API. Most only describe an answer in the OpenAPI
    document, the rest check a staff request's body: none is needed before the first request,
    so each is built (pydantic's defer_build) when first used, not by every start (issue 42:
    some 90 models, about 25 ms of each start's processor time)."""

    model_config = ConfigDict(defer_build=True)
