"""WireModel: what every wire schema reads the same way."""

from enum import IntEnum
from typing import Annotated, Any, Literal

import pytest
from pydantic import Field, ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import describe_validation_error


class Colour(IntEnum):
    RED = 0
    BLUE = 1


class Inner(WireModel):
    read_status: Literal[0, 1] | None = None


class Query(WireModel):
    page_num: Annotated[int, Field(ge=0)] = 0
    colour: Colour | None = None
    ids: Annotated[list[int], Field(default_factory=list)]
    approve: bool = False
    inner: Inner | None = None


class TestBooleansAreNoNumbers:
    """Found by fuzzing: pydantic reads true and false as 1 and 0, so a ``readStatus: false``
    passed where the documented schema takes a number."""

    @pytest.mark.parametrize(
        ("data", "message"),
        [
            ({"pageNum": False}, "pageNum must be a whole number"),
            ({"colour": True}, "colour must be a whole number"),
            ({"ids": [3, True]}, "ids.1 must be a whole number"),
            ({"inner": {"readStatus": False}}, "inner.readStatus must be a whole number"),
            ({"page_num": True}, "pageNum must be a whole number"),
        ],
    )
    def test_a_boolean_where_a_number_goes_names_the_field(
        self, data: dict[str, Any], message: str
    ) -> None:
        with pytest.raises(ValidationError) as refused:
            Query.model_validate(data)

        assert describe_validation_error(refused.value.errors()[0]).en == message

    def test_numbers_and_real_booleans_are_read_as_before(self) -> None:
        query = Query.model_validate(
            {"pageNum": 2, "colour": 1, "ids": [1, 2], "approve": True, "inner": {"readStatus": 0}}
        )

        assert (query.page_num, query.colour, query.ids, query.approve) == (
            2,
            Colour.BLUE,
            [1, 2],
            True,
        )
        assert query.inner == Inner(read_status=0)
