"""Refusals of the permit calls, in the user's words."""

from portal_kit.errors import Conflict, InvalidInput, NotFound, RoleRequired
from portal_kit.i18n import Text
from portal_kit.validators import for_field


class CompanyNotYours(NotFound):
    # Another company's code, or one that does not exist: nothing tells them apart.
    default = Text("No such company.", "企业不存在")


class OnlyAdministrator(RoleRequired):
    default = Text(
        "Only the company administrator can apply for products or withdraw an application.",
        "仅企业管理员可以申请开通产品或撤回申请",
    )


class UnknownProduct(InvalidInput):
    default = for_field(
        "productCode", Text("is not a product you can apply for", "不是可申请开通的产品")
    )


class AlreadyOpened(Conflict):
    default = Text("Your company already has this product.", "贵司已开通该产品")


class AlreadyOpen(Conflict):
    default = Text(
        "Your company already has an application for this product waiting for review.",
        "贵司已有该产品的待审核申请",
    )


class NotReapplicable(Conflict):
    default = Text(
        "The permit for this product is being handled by the platform; it cannot be applied "
        "for now.",
        "该产品的开通正在由平台处理，暂不能申请",
    )


class NothingToWithdraw(Conflict):
    default = Text(
        "There is no application waiting for review to withdraw.", "没有可撤回的待审核申请"
    )


class PermitNotFound(NotFound):
    default = Text("No application for this product.", "该产品没有开通申请")


class AlreadyDecided(Conflict):
    default = Text("The application is not waiting for a decision.", "该申请不在待审核状态")


REASON_REQUIRED = for_field("reason", Text("is required when rejecting", "驳回时必须填写"))
TOO_MANY_DOCUMENTS = for_field("documentFileTokens", Text("has too many documents", "文件数量过多"))
UNKNOWN_DOCUMENT = Text("is not a document type", "不是有效的资料类型")
MISSING_DOCUMENT = Text("is required for this product", "为该产品必须提交的资料")
NOT_YOUR_FILE = Text(
    "must be an image or PDF you uploaded; please upload it again",
    "须为您本人上传的图片或PDF，请重新上传",
)
