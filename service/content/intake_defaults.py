"""The agency's answers to what a comparative rater requires and the quote intake never asks
visitors (copy/intake-defaults.json): filled into the rater CSV where no answer says better."""

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field, StrictStr

from service.content.form_hints import form_field

Answer = Annotated[StrictStr, Field(min_length=1, max_length=60)]


class IntakeDefaults(BaseModel):
    """Each value goes into its rater column as written."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    priorBiLimits: Annotated[Answer, form_field(
        "Prior bodily injury limits",
        "Used when the visitor gives no current liability limits, like 25/50 (Connecticut's "
        "least).")]
    maritalStatus: Annotated[Answer, form_field(
        "Marital status", "The intake never asks it: what the rater is told for every driver.")]
    residenceType: Annotated[Answer, form_field(
        "Residence type", "Used when the request is not for a home, condo or renters policy "
        "(those say the residence themselves).")]
