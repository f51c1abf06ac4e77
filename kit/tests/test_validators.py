"""Resident ID numbers (specification §5), unified social credit codes, mobiles."""

from datetime import UTC, date, datetime

import pytest

from portal_kit.validators import (
    CreditCodeRule,
    IdNumberRule,
    check_credit_code,
    check_id_number,
    china_date,
    credit_check_character,
    for_field,
    id_check_character,
    is_mobile,
)

TODAY = date(2026, 11, 22)


def valid_id(first_17: str) -> str:
    return first_17 + id_check_character(first_17)


class TestIdNumber:
    def test_a_published_example_passes(self) -> None:
        # The example of GB 11643-1999: check character X.
        assert check_id_number("11010519491231002X", TODAY) is None

    def test_a_lower_case_x_and_blanks_around_are_accepted(self) -> None:
        assert check_id_number(" 11010519491231002x ", TODAY) is None

    @pytest.mark.parametrize(
        ("value", "rule"),
        [
            ("", IdNumberRule.EMPTY),
            ("   ", IdNumberRule.EMPTY),
            ("1101051949123100", IdNumberRule.LENGTH),
            ("11010519491231002X1", IdNumberRule.LENGTH),
            ("11010519491231A02X", IdNumberRule.FORMAT),
            ("1101051949123100XX", IdNumberRule.FORMAT),
            ("11010549123100X", IdNumberRule.FORMAT),
        ],
    )
    def test_shape_rules(self, value: str, rule: IdNumberRule) -> None:
        assert check_id_number(value, TODAY) is rule

    @pytest.mark.parametrize(
        "first_17",
        [
            "11010519490230002",  # 30 February
            "11010519491331002",  # month 13
            "11010518991231002",  # before 1900
            "11010520271231002",  # after today
        ],
    )
    def test_the_birth_date_must_be_a_real_date(self, first_17: str) -> None:
        assert check_id_number(valid_id(first_17), TODAY) is IdNumberRule.BIRTH_DATE

    def test_a_fifteen_digit_number_has_a_birth_date_in_the_1900s(self) -> None:
        assert check_id_number("110105491231002", TODAY) is None
        assert check_id_number("110105490230002", TODAY) is IdNumberRule.BIRTH_DATE

    def test_the_holder_must_be_eighteen_on_the_day(self) -> None:
        eighteen_today = valid_id("11010520081122001")
        eighteen_tomorrow = valid_id("11010520081123001")

        assert check_id_number(eighteen_today, TODAY) is None
        assert check_id_number(eighteen_tomorrow, TODAY) is IdNumberRule.UNDER_AGE

    def test_born_on_29_february_turns_eighteen_on_1_march(self) -> None:
        leapling = valid_id("11010520080229001")

        assert check_id_number(leapling, date(2026, 2, 28)) is IdNumberRule.UNDER_AGE
        assert check_id_number(leapling, date(2026, 3, 1)) is None

    def test_ages_are_counted_on_the_chinese_calendar(self) -> None:
        # 16:00 UTC on 21 November is already 22 November in Beijing.
        assert china_date(datetime(2026, 11, 21, 16, tzinfo=UTC)) == date(2026, 11, 22)
        assert china_date(datetime(2026, 11, 21, 15, 59, tzinfo=UTC)) == date(2026, 11, 21)

    def test_a_wrong_check_character_is_refused(self) -> None:
        right = valid_id("11010519800101123")
        wrong = right[:17] + ("0" if right[17] != "0" else "1")

        assert check_id_number(wrong, TODAY) is IdNumberRule.CHECK_CODE

    def test_the_rule_reads_as_the_specification_says(self) -> None:
        assert IdNumberRule.EMPTY.text.en == "Please enter the certificate number."
        assert IdNumberRule.UNDER_AGE.text.en == "The ID number cannot be under 18."
        assert IdNumberRule.CHECK_CODE.text.zh == "证件号码校验码不正确"

    def test_for_field_names_the_field_in_both_languages(self) -> None:
        text = for_field("idNumber", IdNumberRule.LENGTH.text)

        assert text.en.startswith("idNumber: ")
        assert text.zh.startswith("idNumber：")


class TestCreditCode:
    def test_a_published_example_passes(self) -> None:
        assert check_credit_code("91350100M000100Y43") is None

    def test_the_check_character_can_be_zero(self) -> None:
        # 31 - (sum mod 31) is 31 when the sum is a multiple of 31: the character is '0'.
        base = "91350100M000100Y4"
        for last in "0123456789ABCDEFGHJKLMNPQRTUWXY":
            if credit_check_character(base[:16] + last) == "0":
                assert check_credit_code(base[:16] + last + "0") is None
                break
        else:
            pytest.fail("no sixteen-character prefix variant gives check character 0")

    @pytest.mark.parametrize(
        ("value", "rule"),
        [
            ("", CreditCodeRule.EMPTY),
            ("91350100M000100Y4", CreditCodeRule.LENGTH),
            ("91350100M000100I43", CreditCodeRule.FORMAT),
            ("91350100M000100Y44", CreditCodeRule.CHECK_CODE),
        ],
    )
    def test_rules(self, value: str, rule: CreditCodeRule) -> None:
        assert check_credit_code(value) is rule


class TestMobile:
    @pytest.mark.parametrize(
        ("value", "valid"),
        [
            ("13800000001", True),
            ("23800000001", False),
            ("1380000000", False),
            ("138000000a1", False),
        ],
    )
    def test_eleven_digits_starting_with_1(self, value: str, valid: bool) -> None:
        assert is_mobile(value) is valid
