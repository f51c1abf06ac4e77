"""Personal numbers are shown masked (specification §9, issue 4 item 8)."""

import pytest

from portal_kit.masking import mask_id_number, mask_mobile


class TestMaskMobile:
    def test_first_three_and_last_four(self) -> None:
        assert mask_mobile("13800000001") == "138****0001"

    def test_a_short_value_shows_nothing(self) -> None:
        assert mask_mobile("12345") == "****"


class TestMaskIdNumber:
    @pytest.mark.parametrize(
        ("number", "masked"),
        [
            ("11010519491231002X", "110105********002X"),
            ("110105491231002", "110105*****1002"),
        ],
    )
    def test_first_six_and_last_four(self, number: str, masked: str) -> None:
        assert mask_id_number(number) == masked

    def test_a_short_value_shows_nothing(self) -> None:
        assert mask_id_number("1234567890") == "**********"
