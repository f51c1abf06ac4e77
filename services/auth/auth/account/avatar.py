"""The avatar: an image the user uploaded to the content service, shown by its file token."""

from auth.account.schemas import AvatarRead
from auth.account.service import current_user
from auth.clients.content import content_client
from auth.signin.deps import SignInContext
from portal_kit.errors import NotFound
from portal_kit.i18n import Text
from portal_kit.tokens import Identity

# One answer for unknown, another's and not-an-image: nobody learns that a token exists.
NOT_YOUR_IMAGE = Text(
    "The file does not exist, or it is not an image you uploaded.",
    "文件不存在，或不是您上传的图片",
)


async def update_photo(ctx: SignInContext, identity: Identity, file_token: str) -> AvatarRead:
    """Content confirms the caller owns the file and it is an image; only then it is kept."""
    user = await current_user(ctx, identity)
    image = await content_client(ctx.app).user_image(user.user_code, file_token)
    # Content answers images only unless asked for more; checked again here all the same, as
    # the avatar is shown inline.
    if image is None or not image.content_type.startswith("image/"):
        raise NotFound(NOT_YOUR_IMAGE)
    user.avatar_file_token = image.file_token
    return AvatarRead(avatar_file_token=image.file_token)
