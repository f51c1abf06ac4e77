"""What the back office tells an operator, in both languages."""

from portal_kit.errors import Conflict, InvalidInput, NotFound, NotSignedIn, TooManyAttempts
from portal_kit.i18n import Text

WRONG_CREDENTIALS = Text("Wrong username or password.", "用户名或密码错误")
WRONG_CODE = Text(
    "The code is wrong or was already used; enter the current code of your authenticator.",
    "验证码错误或已使用，请输入验证器当前显示的验证码",
)
TICKET_GONE = Text(
    "The sign-in took too long or was tried too often; please start again.",
    "登录已超时或尝试次数过多，请重新登录",
)
LOCKED_OUT = Text(
    "Too many failed sign-ins; try again in {minutes} minutes.",
    "登录失败次数过多，请{minutes}分钟后再试",
)
WEAK_PASSWORD = Text(
    "The password must have at least 12 characters, three of lower-case letters, upper-case "
    "letters, digits and symbols, and must not contain the username.",
    "密码至少12位，须包含小写字母、大写字母、数字、符号中的三类，且不能包含用户名",
)
SAME_PASSWORD = Text(
    "The new password must differ from the current one.", "新密码不能与当前密码相同"
)
NOT_ENROLLED = Text("Set up the authenticator first.", "请先绑定身份验证器")
ALREADY_ENROLLED = Text(
    "An authenticator is already set up for this account.", "该账号已绑定身份验证器"
)
UNKNOWN_OPERATOR = Text("No such operator.", "操作员不存在")
USERNAME_TAKEN = Text("That username is taken.", "用户名已被使用")
LAST_ADMINISTRATOR = Text(
    "At least one active operations administrator must remain.",
    "至少需要保留一名在用的运营管理员",
)
NOT_YOURSELF = Text("You cannot do this to your own account.", "不能对自己的账号进行此操作")
UNKNOWN_TOKEN = Text("No such API token.", "API令牌不存在")
TOKEN_REFUSED = Text("The API token is unknown, expired or revoked.", "API令牌无效、已过期或已吊销")
TOKEN_ROLES = Text(
    "An API token may carry only roles you hold: {roles}.",
    "API令牌只能包含您拥有的角色：{roles}",
)
TOKEN_NO_ROLES = Text(
    "The API token's roles are no longer yours; create a new token.",
    "API令牌的角色您已不再拥有，请新建令牌",
)
CONSOLE_ONLY = Text(
    "Sign in to the console to do this: an API token cannot.",
    "请登录运营后台操作，API令牌无权进行此操作",
)
SESSION_ENDED = Text(
    "Your console session has ended; please sign in again.", "后台会话已结束，请重新登录"
)


class WrongCredentials(InvalidInput):
    default = WRONG_CREDENTIALS


class WrongCode(InvalidInput):
    default = WRONG_CODE


class TicketGone(NotSignedIn):
    default = TICKET_GONE


class LockedOut(TooManyAttempts):
    pass


class UnknownOperator(NotFound):
    default = UNKNOWN_OPERATOR


class OperatorConflict(Conflict):
    pass
