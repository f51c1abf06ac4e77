from typing import Annotated

from pydantic import StringConstraints

from portal_kit.envelope import WireModel
from portal_kit.i18n import Language

Code = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=40)]
NoticeText = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=500)]


class NoticeSend(WireModel):
    """``/internal/notice/send``: a business product's notice for one company."""

    comp_code: Code
    # A code of ``personnel/notices.py``'s catalogue, outside the account centre's (CRM_...),
    # which the portal sends itself.
    notice_code: Code
    # The notice per language (``{"zh-CN": ..., "en": ...}``): each recipient is texted in the
    # language of their last sign-in. ``text`` is for a language ``texts`` lacks, or the only
    # text of a product that writes one language (texted to everyone as given); one of the two
    # is required, and without ``text`` ``texts`` must hold the default, Chinese.
    text: NoticeText | None = None
    texts: dict[Language, NoticeText] | None = None
    # The product's id of the event: an employee is texted once per id and notice (7 days).
    event_id: Annotated[str, StringConstraints(pattern=r"^[A-Za-z0-9._:-]{1,64}$")]


class NoticeSent(WireModel):
    # Subscribers texted by this call, and those an earlier call with the same id texted.
    texted: int
    already_texted: int
