"""What the company audit log records, each kind with its readable text in both languages.

A text takes the entry's ``subject`` (whom or what it concerned) and ``detail``.
"""

from portal_kit.i18n import Text

EMPLOYEE_ADDED = "employee.added"
EMPLOYEE_ROLES_CHANGED = "employee.rolesChanged"
EMPLOYEE_DISABLED = "employee.disabled"
EMPLOYEE_ENABLED = "employee.enabled"
EMPLOYEE_REMOVED = "employee.removed"
ADMIN_HANDED_OVER = "employee.adminHandedOver"
INVITATION_SENT = "invitation.sent"
INVITATION_RESENT = "invitation.resent"
INVITATION_REVOKED = "invitation.revoked"
INVITATION_ACCEPTED = "invitation.accepted"
PERMIT_APPLIED = "permit.applied"
PERMIT_WITHDRAWN = "permit.withdrawn"
PERMIT_APPROVED = "permit.approved"
PERMIT_REJECTED = "permit.rejected"
ADMIN_CHANGE_APPLIED = "adminChange.applied"
ADMIN_CHANGE_APPROVED = "adminChange.approved"
ADMIN_CHANGE_REJECTED = "adminChange.rejected"
SIGNED_IN = "signIn"

KINDS: dict[str, Text] = {
    EMPLOYEE_ADDED: Text(en="Added employee {subject}", zh="添加员工 {subject}"),
    EMPLOYEE_ROLES_CHANGED: Text(
        en="Changed the roles of {subject} to {detail}", zh="将 {subject} 的角色改为 {detail}"
    ),
    EMPLOYEE_DISABLED: Text(en="Disabled employee {subject}", zh="禁用员工 {subject}"),
    EMPLOYEE_ENABLED: Text(en="Enabled employee {subject}", zh="启用员工 {subject}"),
    EMPLOYEE_REMOVED: Text(en="Removed employee {subject}", zh="移除员工 {subject}"),
    ADMIN_HANDED_OVER: Text(
        en="Handed the administrator account to {subject}", zh="将管理员账号移交给 {subject}"
    ),
    INVITATION_SENT: Text(en="Invited {subject}", zh="邀请 {subject}"),
    INVITATION_RESENT: Text(
        en="Sent the invitation to {subject} again", zh="重新发送给 {subject} 的邀请"
    ),
    INVITATION_REVOKED: Text(
        en="Revoked the invitation to {subject}", zh="撤销给 {subject} 的邀请"
    ),
    INVITATION_ACCEPTED: Text(en="{subject} accepted the invitation", zh="{subject} 接受了邀请"),
    PERMIT_APPLIED: Text(en="Applied to open {subject}", zh="申请开通 {subject}"),
    PERMIT_WITHDRAWN: Text(
        en="Withdrew the application for {subject}", zh="撤回 {subject} 的开通申请"
    ),
    PERMIT_APPROVED: Text(en="Approved opening {subject}", zh="批准开通 {subject}"),
    PERMIT_REJECTED: Text(
        en="Rejected opening {subject}: {detail}", zh="驳回开通 {subject}：{detail}"
    ),
    ADMIN_CHANGE_APPLIED: Text(
        en="Applied to make {subject} the administrator", zh="申请将管理员变更为 {subject}"
    ),
    ADMIN_CHANGE_APPROVED: Text(
        en="Approved making {subject} the administrator", zh="批准将管理员变更为 {subject}"
    ),
    ADMIN_CHANGE_REJECTED: Text(
        en="Rejected making {subject} the administrator: {detail}",
        zh="驳回将管理员变更为 {subject}：{detail}",
    ),
    SIGNED_IN: Text(en="Signed in from {detail}", zh="从 {detail} 登录"),
}

# The kinds' names, for a filter's choices and a column of their own.
LABELS: dict[str, Text] = {
    EMPLOYEE_ADDED: Text(en="Employee added", zh="添加员工"),
    EMPLOYEE_ROLES_CHANGED: Text(en="Roles changed", zh="修改角色"),
    EMPLOYEE_DISABLED: Text(en="Employee disabled", zh="禁用员工"),
    EMPLOYEE_ENABLED: Text(en="Employee enabled", zh="启用员工"),
    EMPLOYEE_REMOVED: Text(en="Employee removed", zh="移除员工"),
    ADMIN_HANDED_OVER: Text(en="Administrator handed over", zh="移交管理员"),
    INVITATION_SENT: Text(en="Invitation sent", zh="发送邀请"),
    INVITATION_RESENT: Text(en="Invitation sent again", zh="重发邀请"),
    INVITATION_REVOKED: Text(en="Invitation revoked", zh="撤销邀请"),
    INVITATION_ACCEPTED: Text(en="Invitation accepted", zh="接受邀请"),
    PERMIT_APPLIED: Text(en="Product application", zh="产品开通申请"),
    PERMIT_WITHDRAWN: Text(en="Product application withdrawn", zh="撤回产品开通申请"),
    PERMIT_APPROVED: Text(en="Product application approved", zh="产品开通申请通过"),
    PERMIT_REJECTED: Text(en="Product application rejected", zh="产品开通申请驳回"),
    ADMIN_CHANGE_APPLIED: Text(en="Administrator change applied for", zh="申请变更管理员"),
    ADMIN_CHANGE_APPROVED: Text(en="Administrator change approved", zh="管理员变更通过"),
    ADMIN_CHANGE_REJECTED: Text(en="Administrator change rejected", zh="管理员变更驳回"),
    SIGNED_IN: Text(en="Sign-in", zh="登录"),
}
