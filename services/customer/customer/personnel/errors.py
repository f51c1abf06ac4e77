"""Refusals of personnel management, in the user's words."""

from portal_kit.errors import Conflict, InvalidInput, NotFound, RoleRequired
from portal_kit.i18n import Text


class EmployeeNotFound(NotFound):
    # Also the answer for another company's employee code: nothing tells them apart.
    default = Text("No such employee in this company.", "本企业不存在该员工")


class AlreadyEmployed(Conflict):
    default = Text(
        "This mobile number already belongs to an employee of this company.",
        "该手机号已是本企业员工",
    )


class NoRoleCodes(InvalidInput):
    default = Text("roleCodes: choose at least one role", "roleCodes：请至少选择一个角色")


class UnknownRoleCode(InvalidInput):
    default = Text("roleCodes: unknown employee role", "roleCodes：员工角色不存在")

    @classmethod
    def named(cls, code: str) -> "UnknownRoleCode":
        return cls(
            Text(
                "roleCodes: {code} is not an employee role of this company",
                "roleCodes：{code}不是本企业可用的员工角色",
            ).format(code=code)
        )


class UnknownNoticeCode(InvalidInput):
    @classmethod
    def named(cls, code: str) -> "UnknownNoticeCode":
        return cls(
            Text(
                "noticeCodes: {code} is not a notification this company can receive",
                "noticeCodes：{code}不是本企业可订阅的通知",
            ).format(code=code)
        )


class NotYourself(InvalidInput):
    default = Text("You cannot disable or remove yourself.", "不能停用或删除自己")


class RootManagerProtected(Conflict):
    default = Text(
        "The company administrator cannot be disabled or removed; transfer administration first.",
        "企业管理员不能被停用或删除，请先变更管理员",
    )


class RootManagerKeepsE101(Conflict):
    default = Text(
        "The company administrator must keep role E101; transfer administration first.",
        "企业管理员必须保留E101角色，请先变更管理员",
    )


class LastAdministrator(Conflict):
    default = Text(
        "The company must keep at least one active administrator (E101).",
        "企业至少需要保留一名在职管理员（E101）",
    )


class NotRootManager(RoleRequired):
    default = Text(
        "Only the company administrator account can transfer administration.",
        "仅企业管理员账号可以变更管理员",
    )


class NewAdminIsSelf(InvalidInput):
    default = Text(
        "employeeCode: choose another employee as the new administrator",
        "employeeCode：请选择其他员工作为新管理员",
    )


class NewAdminNotActive(Conflict):
    default = Text(
        "The new administrator must be an active employee.",
        "新管理员必须是在职（启用）员工",
    )


class WrongSmsCode(InvalidInput):
    default = Text(
        "code: the SMS verification code is wrong or has expired",
        "code：短信验证码错误或已失效",
    )
