"""Calls this service owns (DESIGN §4) that answer 501 until they are built."""

PENDING_CALLS = (
    "POST /web/portal/api/manage/article/getArticleList",
    "POST /web/portal/api/manage/article/getArticleInfo",
    "POST /web/portal/operate/findInfoOperateGuideByParams",
)
