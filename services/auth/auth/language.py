"""The language of texts to a user: theirs, not the language of whoever made us send them.

A code the user asked for answers in the language of their request. Anything else (an
operator's action, a peer's doing such as opening an account for a person an administrator
adds) goes out in the language of the user's last sign-in, Chinese when there was none.
"""

from typing import cast, get_args

from auth.models import User
from portal_kit.i18n import DEFAULT_LANGUAGE, Language


def user_language(user: User) -> Language:
    if user.language in get_args(Language):
        return cast(Language, user.language)
    return DEFAULT_LANGUAGE
