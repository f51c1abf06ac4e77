"""How personal numbers are shown: never whole (issue 4 item 8, specification §9)."""


def mask_mobile(mobile: str) -> str:
    """First 3 and last 4 digits: ``138****0001`` (the same output as auth's sign-in answers)."""
    return f"{mobile[:3]}****{mobile[-4:]}" if len(mobile) >= 7 else "****"


def mask_id_number(number: str) -> str:
    """First 6 and last 4 characters, the rest starred: ``110101********123X``.

    Anything too short to keep ten characters is starred entirely: it shows nothing rather
    than most of itself.
    """
    if len(number) <= 10:
        return "*" * len(number)
    return number[:6] + "*" * (len(number) - 10) + number[-4:]
