"""Properties of the identity-number validators and the masking (issue 9, item 1): what holds
for every input Hypothesis can think of, beside the examples of test_validators.py."""

from datetime import date, timedelta

from hypothesis import given, settings
from hypothesis import strategies as st

from portal_kit.masking import mask_id_number, mask_mobile
from portal_kit.validators import (
    ADULT_AGE,
    CREDIT_CODE_ALPHABET,
    CreditCodeRule,
    IdNumberRule,
    age_on,
    check_credit_code,
    check_id_number,
    credit_check_character,
    id_check_character,
)

TODAY = date(2026, 11, 23)
digits = st.text(alphabet="0123456789", min_size=1, max_size=1)
credit_characters = st.sampled_from(CREDIT_CODE_ALPHABET)


@st.composite
def adult_birth_dates(draw: st.DrawFn) -> date:
    oldest, youngest = date(1900, 1, 1), date(TODAY.year - ADULT_AGE, 1, 1)
    return draw(st.dates(min_value=oldest, max_value=youngest))


@st.composite
def valid_id_numbers(draw: st.DrawFn) -> str:
    region = draw(st.text(alphabet="0123456789", min_size=6, max_size=6))
    birth = draw(adult_birth_dates())
    sequence = draw(st.text(alphabet="0123456789", min_size=3, max_size=3))
    first_17 = f"{region}{birth:%Y%m%d}{sequence}"
    return first_17 + id_check_character(first_17)


@st.composite
def valid_credit_codes(draw: st.DrawFn) -> str:
    first_17 = "".join(draw(st.lists(credit_characters, min_size=17, max_size=17)))
    return first_17 + credit_check_character(first_17)


class TestIdNumbers:
    @given(valid_id_numbers())
    def test_a_well_made_number_of_an_adult_passes(self, number: str) -> None:
        assert check_id_number(number, TODAY) is None
        assert check_id_number(f"  {number.lower()} ", TODAY) is None

    @given(valid_id_numbers(), st.integers(min_value=0, max_value=16), digits)
    def test_changing_one_digit_is_always_caught(
        self, number: str, position: int, digit: str
    ) -> None:
        changed = number[:position] + digit + number[position + 1 :]
        if changed == number:
            return
        # MOD 11-2 catches every single-digit error; a changed birth date may fail earlier.
        assert check_id_number(changed, TODAY) is not None

    @given(valid_id_numbers())
    def test_a_wrong_check_character_is_named_as_such(self, number: str) -> None:
        wrong = next(c for c in "0123456789X" if c != number[17])

        assert check_id_number(number[:17] + wrong, TODAY) is IdNumberRule.CHECK_CODE

    @given(st.text(max_size=30))
    def test_any_text_gets_an_answer_never_an_error(self, text: str) -> None:
        assert check_id_number(text, TODAY) in (None, *IdNumberRule)

    @given(st.dates(min_value=date(1900, 1, 1), max_value=TODAY))
    def test_age_grows_by_one_on_each_birthday(self, birth: date) -> None:
        age = age_on(birth, TODAY)

        assert age >= 0
        assert age_on(birth, TODAY + timedelta(days=366)) in (age + 1, age + 2)


class TestCreditCodes:
    @given(valid_credit_codes())
    def test_a_well_made_code_passes_in_any_case(self, code: str) -> None:
        assert check_credit_code(code) is None
        assert check_credit_code(code.lower()) is None

    @given(valid_credit_codes(), st.integers(min_value=0, max_value=17), credit_characters)
    def test_changing_one_character_is_always_caught(
        self, code: str, position: int, character: str
    ) -> None:
        changed = code[:position] + character + code[position + 1 :]
        if changed == code:
            return

        assert check_credit_code(changed) is CreditCodeRule.CHECK_CODE

    @given(st.text(max_size=30))
    def test_any_text_gets_an_answer_never_an_error(self, text: str) -> None:
        assert check_credit_code(text) in (None, *CreditCodeRule)


class TestMasking:
    @given(st.text(alphabet="0123456789", min_size=7, max_size=20))
    def test_a_mobile_shows_its_first_3_and_last_4_only(self, mobile: str) -> None:
        masked = mask_mobile(mobile)

        assert masked == mobile[:3] + "****" + mobile[-4:]

    @given(st.text(min_size=0, max_size=40))
    @settings(max_examples=300)
    def test_an_id_number_never_shows_more_than_10_characters(self, number: str) -> None:
        masked = mask_id_number(number)

        assert len(masked) == len(number)
        shown = sum(1 for a, b in zip(masked, number, strict=True) if a == b and a != "*")
        assert shown <= 10
        if len(number) > 10:
            assert masked[:6] == number[:6]
            assert masked[-4:] == number[-4:]
