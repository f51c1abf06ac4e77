"""The events the message service turns into in-site messages, and what their payloads hold.

Producers publish with ``portal_kit.events.publish(kv, "<type>", payload)``; payload fields
are camelCase, extra fields are ignored. Every message goes to ``compCode``'s users (to one
user where said), in Chinese and English.

``company.approved``: an operator approved a company's registration.
    ``compCode``, ``compName``.
``company.rejected``: an operator rejected a registration.
    ``compCode``, ``compName``; ``reasons`` (list of sentences, optional); ``userCode``
    (optional: the registrant, who then alone receives it).
``permit.decided``: an operator decided a company's product permit application.
    ``compCode``, ``productCode``, ``approved`` (bool); ``productName`` (optional, else the
    code is shown); ``reason`` (optional, shown when rejected).
``employee.added``: a company added an employee.
    ``compCode``, ``userCode`` (the new employee), ``employeeName``.
``admin.changed``: a company's administrator changed.
    ``compCode``, ``userCode`` (the new administrator), ``userName``.
``invitation.accepted``: a company invited by ``compCode`` registered and was approved.
    ``compCode`` (the inviting company), ``inviteeCompName``.
``company.change_decided``: an operator decided a change-of-administrator application.
    ``compCode``, ``approved`` (bool); ``reason`` (optional, shown when rejected). Only a
    rejection makes a message: an approval publishes ``admin.changed``, which says it.
"""

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import BaseModel, Field

from message.html import paragraph
from message.models import MessageType
from message.schemas import Code, MessageSend
from portal_kit.envelope import WireModel
from portal_kit.i18n import Text

# Names and sentences from other services: bounded so a message always fits its columns.
Name = Annotated[str, Field(min_length=1, max_length=128)]
Sentence = Annotated[str, Field(min_length=1, max_length=500)]


class CompanyApproved(WireModel):
    comp_code: Code
    comp_name: Name


class CompanyRejected(WireModel):
    comp_code: Code
    comp_name: Name
    reasons: list[Sentence] = Field(default_factory=list, max_length=20)
    user_code: Code | None = None


class PermitDecided(WireModel):
    comp_code: Code
    product_code: Code
    approved: bool
    product_name: Name | None = None
    reason: Sentence | None = None


class EmployeeAdded(WireModel):
    comp_code: Code
    user_code: Code
    employee_name: Name


class AdminChanged(WireModel):
    comp_code: Code
    user_code: Code
    user_name: Name


class InvitationAccepted(WireModel):
    comp_code: Code
    invitee_comp_name: Name


class ChangeDecided(WireModel):
    comp_code: Code
    approved: bool
    reason: Sentence | None = None


def _message(
    comp_code: str, msg_type: MessageType, title: Text, text: Text, user_code: str | None = None
) -> MessageSend:
    return MessageSend(
        receive_comp_code=comp_code,
        receive_user_code=user_code,
        type=msg_type,
        title=title.zh,
        title_en=title.en,
        content=paragraph(text.zh),
        content_en=paragraph(text.en),
    )


def _approved(p: CompanyApproved) -> MessageSend:
    return _message(
        p.comp_code,
        MessageType.REGISTRATION,
        Text("Company registration approved", "企业注册审核通过"),
        Text(
            "The registration of {name} has been approved. You can now apply for products in "
            "the product centre.",
            "贵司（{name}）的企业注册申请已审核通过，现可在产品中心申请开通产品。",
        ).format(name=p.comp_name),
    )


def _rejected(p: CompanyRejected) -> MessageSend:
    reasons = Text("; ".join(p.reasons), "；".join(p.reasons)) if p.reasons else None
    text = Text(
        "The registration of {name} was not approved: {reasons_en}. Please correct it and "
        "submit it again.",
        "贵司（{name}）的企业注册申请未通过审核：{reasons_zh}。请修改后重新提交。",
    ).format(
        name=p.comp_name,
        reasons_en=reasons.en if reasons else "no reason was given",
        reasons_zh=reasons.zh if reasons else "未说明原因",
    )
    title = Text("Company registration not approved", "企业注册审核未通过")
    return _message(p.comp_code, MessageType.REGISTRATION, title, text, p.user_code)


def _permit(p: PermitDecided) -> MessageSend:
    product = p.product_name or p.product_code
    if p.approved:
        title = Text("Product permit approved: {product}", "产品开通申请已通过：{product}")
        text = Text(
            "Your company's application for {product} has been approved.",
            "贵司的{product}产品开通申请已审核通过。",
        )
    else:
        title = Text("Product permit not approved: {product}", "产品开通申请未通过：{product}")
        text = Text(
            "Your company's application for {product} was not approved: {reason}.",
            "贵司的{product}产品开通申请未通过审核：{reason}。",
        )
    return _message(
        p.comp_code,
        MessageType.PERMIT,
        title.format(product=product),
        text.format(product=product, reason=p.reason or "-"),
    )


def _employee(p: EmployeeAdded) -> MessageSend:
    return _message(
        p.comp_code,
        MessageType.EMPLOYEE,
        Text("New employee: {name}", "新员工加入：{name}").format(name=p.employee_name),
        Text("{name} has joined your company.", "{name}已加入贵司。").format(name=p.employee_name),
    )


def _admin(p: AdminChanged) -> MessageSend:
    return _message(
        p.comp_code,
        MessageType.ADMIN,
        Text("Administrator changed", "企业管理员已变更"),
        Text(
            "{name} is now the administrator of your company.", "{name}已成为贵司的企业管理员。"
        ).format(name=p.user_name),
    )


def _invitation(p: InvitationAccepted) -> MessageSend:
    return _message(
        p.comp_code,
        MessageType.INVITATION,
        Text("Invitation accepted", "邀请已被接受"),
        Text(
            "{name} accepted your invitation and has completed registration.",
            "{name}已接受贵司的邀请并完成注册。",
        ).format(name=p.invitee_comp_name),
    )


def _change_decided(p: ChangeDecided) -> MessageSend | None:
    if p.approved:
        return None
    return _message(
        p.comp_code,
        MessageType.ADMIN,
        Text("Change of administrator not approved", "企业管理员变更申请未通过"),
        Text(
            "Your company's application to change its administrator was not approved: "
            "{reason}. The progress page of the application shows the details.",
            "贵司的企业管理员变更申请未通过审核：{reason}。详情请查看变更申请进度。",
        ).format(reason=p.reason or "-"),
    )


@dataclass(frozen=True, slots=True)
class Entry:
    """How one event type becomes a message (or none, for an outcome another event tells)."""

    payload: type[BaseModel]
    build: Callable[[Any], MessageSend | None]

    def message(self, payload: dict[str, Any]) -> MessageSend | None:
        """Raises pydantic's ``ValidationError`` when the payload lacks what the text needs."""
        return self.build(self.payload.model_validate(payload))


CATALOGUE: dict[str, Entry] = {
    "company.approved": Entry(CompanyApproved, _approved),
    "company.rejected": Entry(CompanyRejected, _rejected),
    "permit.decided": Entry(PermitDecided, _permit),
    "employee.added": Entry(EmployeeAdded, _employee),
    "admin.changed": Entry(AdminChanged, _admin),
    "invitation.accepted": Entry(InvitationAccepted, _invitation),
    "company.change_decided": Entry(ChangeDecided, _change_decided),
}
