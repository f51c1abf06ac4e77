"""What the registration refuses with, in the user's words; field refusals name the field."""

from portal_kit.i18n import Text
from portal_kit.validators import for_field

NO_REGISTRATION = Text("No registration was found.", "未找到注册申请")
NOT_EDITABLE = Text(
    "The registration is waiting for review or already decided; it cannot be changed now.",
    "注册申请正在审核或已处理，当前不能修改",
)
MOBILE_REGISTERED = Text(
    "This mobile number is registered; sign in to continue a registration.",
    "该手机号已注册，请登录后继续注册",
)
DETAILS_FIRST = Text("Please fill in the company's details first.", "请先填写企业信息")
NOT_VERIFYING = Text(
    "The registration is not waiting for verification.", "注册申请当前不在认证环节"
)
REAL_NAME_FIRST = Text(
    "Please pass the real-name check before the face verification.",
    "请先完成实名认证，再进行人脸识别",
)
FACE_LINK_INVALID = for_field(
    "token",
    Text(
        "the face verification link is invalid or has expired; please start it again",
        "人脸识别链接无效或已过期，请重新发起",
    ),
)
REAL_NAME_MISMATCH = for_field(
    "idNumber",
    Text("the name and ID number do not match", "姓名与身份证号码不一致"),
)
NO_ROLES = for_field(
    "compRoles", Text("choose at least one company role", "请至少选择一个企业角色")
)
PROVINCE_UNKNOWN = for_field(
    "provinceCode", Text("is not a province of the division list", "不是有效的省级行政区")
)
AREA_OUTSIDE_PROVINCE = for_field(
    "areaCode", Text("must be an area of the chosen province", "须为所选省份下的地区")
)
INVITATION_INVALID = for_field(
    "inviteCode",
    Text("the invitation is invalid or has expired", "邀请码无效或已过期"),
)
INVITATION_OTHER_MOBILE = for_field(
    "inviteCode",
    Text(
        "the invitation was sent to another mobile number; only the person invited can use it",
        "该邀请发送给了其他手机号，仅受邀人本人可以使用",
    ),
)
LICENCE_NOT_FOUND = for_field(
    "licenceFileToken",
    Text(
        "must be an image or PDF you uploaded; please upload the business licence again",
        "须为您本人上传的图片或PDF，请重新上传营业执照",
    ),
)
LICENCE_NOT_HANDED_OVER = for_field(
    "licenceFileToken",
    Text(
        "the business licence is no longer the registrant's file; reject it with a reason",
        "营业执照已不是注册人本人的文件，请驳回并说明原因",
    ),
)
CREDIT_CODE_REGISTERED = for_field(
    "creditCode",
    Text("a company with this credit code is already registered", "该统一社会信用代码的企业已注册"),
)
CREDIT_CODE_IN_REGISTRATION = for_field(
    "creditCode",
    Text(
        "another registration of this credit code is in progress",
        "该统一社会信用代码已有进行中的注册申请",
    ),
)
NOT_PENDING = Text(
    "Only a registration waiting for review can be decided.", "只能处理待审核的注册申请"
)
REASONS_REQUIRED = for_field(
    "reasons", Text("name at least one field and why, to reject", "驳回时须至少说明一个字段及原因")
)
UNKNOWN_REASON_FIELD = Text(
    "reasons: {field} is not a field of the registration", "reasons：{field}不是注册申请的字段"
)
