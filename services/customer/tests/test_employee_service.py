"""The role-code and masking rules of the employee service."""

import pytest

from customer.employee.service import (
    granting_roles,
    mask_mobile,
    role_codes_in_product,
    split_role_code,
)


class TestRoleCodes:
    @pytest.mark.parametrize(
        ("code", "parts"),
        [
            ("E102", (None, "E102")),
            ("EC-E102", ("EC", "E102")),
            ("CREDIT-E110", ("CREDIT", "E110")),
        ],
    )
    def test_a_code_splits_into_product_and_role(
        self, code: str, parts: tuple[str | None, str]
    ) -> None:
        assert split_role_code(code) == parts

    def test_unprefixed_codes_count_everywhere_prefixed_ones_in_their_product(self) -> None:
        codes = ["E105", "EC-E101", "CRM-E102"]

        assert role_codes_in_product(codes, "EC") == ["E105", "EC-E101"]
        assert role_codes_in_product(codes, "CRM") == ["E105", "CRM-E102"]
        assert role_codes_in_product(codes, "BILL") == ["E105"]

    def test_grants_use_the_plain_role(self) -> None:
        assert granting_roles(["E105", "EC-E101", "CRM-E105"], "CRM") == {"E105"}
        assert granting_roles(["E105", "EC-E101"], "EC") == {"E105", "E101"}


class TestMaskMobile:
    @pytest.mark.parametrize(
        ("mobile", "masked"),
        [
            ("13800000001", "138****0001"),
            ("8613800000001", "861******0001"),
            ("1234567", "1234567"),
        ],
    )
    def test_keeps_the_first_three_and_last_four_digits(self, mobile: str, masked: str) -> None:
        assert mask_mobile(mobile) == masked
