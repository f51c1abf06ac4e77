"""Demo news and help guides (``seed --demo``), in Chinese as the platform's own would be."""

from dataclasses import dataclass


@dataclass(frozen=True)
class DemoArticle:
    category: str
    title: str
    summary: str
    html: str
    # Published this many days before the seed runs, so the demo always has recent news.
    days_ago: int


@dataclass(frozen=True)
class DemoGuide:
    module: str
    title: str
    html: str


DEMO_ARTICLES: tuple[DemoArticle, ...] = (
    DemoArticle(
        category="platform",
        title="数字供应链金融服务平台正式上线",
        summary="平台面向核心企业及其上下游企业，提供在线注册、产品申请、融资办理与账户管理一站式服务。",
        html=(
            "<h2>一站式企业金融服务</h2>"
            "<p>数字供应链金融服务平台今日正式上线。企业完成在线注册和实名认证后，"
            "即可在产品中心申请数字债权凭证、票据融资、国内信用证等产品。</p>"
            "<h3>首批开放的服务</h3>"
            "<ul><li>企业在线注册与资料审核</li><li>产品准入申请与进度查询</li>"
            "<li>账户中心：人员、角色与企业信息管理</li><li>站内消息与平台公告</li></ul>"
            "<p>操作中如有疑问，请查看首页的帮助中心或联系客户经理。</p>"
        ),
        days_ago=30,
    ),
    DemoArticle(
        category="platform",
        title="账户中心升级：支持多企业切换与人员角色管理",
        summary="同一用户可在所属多家企业间快速切换，企业管理员可按产品为员工分配经办、复核等角色。",
        html=(
            "<p>本次升级后，同一手机号所属的多家企业可在页面顶部直接切换，无需重新登录。</p>"
            "<p>企业管理员可以在<strong>人员管理</strong>中添加员工、分配角色"
            "（经办人、复核人、查询等），也可以停用离职员工的账号，停用立即生效。</p>"
            "<table><thead><tr><th>角色</th><th>说明</th></tr></thead>"
            "<tbody><tr><td>管理员</td><td>管理企业信息与人员</td></tr>"
            "<tr><td>经办人</td><td>发起业务申请</td></tr>"
            "<tr><td>复核人</td><td>复核经办人提交的业务</td></tr></tbody></table>"
        ),
        days_ago=12,
    ),
    DemoArticle(
        category="platform",
        title="关于系统例行维护的通知",
        summary="平台将于本周六凌晨进行例行维护，维护期间部分功能暂停使用。",
        html=(
            "<p>为提升服务稳定性，平台将于本周六 00:00 至 04:00 进行例行维护。"
            "维护期间登录、注册及业务申请功能暂停使用，已提交的申请不受影响。</p>"
            "<p>给您带来的不便，敬请谅解。</p>"
        ),
        days_ago=3,
    ),
    DemoArticle(
        category="policy",
        title="政策解读：规范发展供应链金融的指导意见要点",
        summary="围绕核心企业确权、应收账款融资与金融科技应用，梳理监管部门对供应链金融的主要要求。",
        html=(
            "<p>近年来，有关部门陆续出台规范发展供应链金融的指导意见，核心要点包括：</p>"
            "<ol><li>坚持服务实体经济，提升产业链整体金融服务水平；</li>"
            "<li>支持核心企业对上游账款进行确权，便利中小企业应收账款融资；</li>"
            "<li>规范供应链票据与电子债权凭证业务，防止无序扩张；</li>"
            "<li>运用金融科技加强交易真实性审核与风险管理。</li></ol>"
            "<p>平台将持续按照监管要求完善业务流程。</p>"
        ),
        days_ago=20,
    ),
    DemoArticle(
        category="policy",
        title="保障中小企业款项支付相关规定解读",
        summary="机关、事业单位和大型企业采购中小企业货物、工程、服务，应当按约定及时支付款项。",
        html=(
            "<p>保障中小企业款项支付的相关规定要求，大型企业不得利用优势地位拖欠中小企业账款，"
            "不得以商业汇票等非现金支付方式变相延长付款期限。</p>"
            "<blockquote>及时确权、按期兑付，是供应链上下游共同的信用基础。</blockquote>"
            "<p>通过平台开立的电子债权凭证，兑付日期在开立时即已确定，到期自动清分。</p>"
        ),
        days_ago=8,
    ),
    DemoArticle(
        category="industry",
        title="应收账款融资助力制造业中小供应商",
        summary="某装备制造核心企业通过平台为两百余家供应商提供确权后的应收账款融资服务。",
        html=(
            "<p>某装备制造核心企业接入平台后，将对供应商的应付账款在线确权，"
            "供应商可凭电子债权凭证向资金方申请融资，到账时间由过去的数周缩短至一个工作日内。</p>"
            "<p>截至目前，已有两百余家供应商在平台完成注册。</p>"
        ),
        days_ago=15,
    ),
)

# code, Chinese name, English name
DEMO_GUIDE_MODULES: tuple[tuple[str, str, str], ...] = (
    ("registration", "企业注册", "Company registration"),
    ("signin", "登录与安全", "Sign-in and security"),
    ("account", "账户中心", "Account centre"),
    ("product", "产品申请", "Product applications"),
)

DEMO_GUIDES: tuple[DemoGuide, ...] = (
    DemoGuide(
        module="registration",
        title="如何注册企业账号",
        html=(
            "<ol><li>在首页点击<strong>注册</strong>，输入手机号、图形验证码和短信验证码；</li>"
            "<li>填写企业名称、统一社会信用代码、法定代表人信息并上传营业执照；</li>"
            "<li>完成经办人实名认证和人脸识别；</li>"
            "<li>等待平台审核，审核通过后即可登录。</li></ol>"
        ),
    ),
    DemoGuide(
        module="registration",
        title="注册审核被退回怎么办",
        html=(
            "<p>审核被退回时，页面会逐项列出需要修改的内容。按提示修改后重新提交即可，"
            "已填写的其他资料会保留。</p>"
        ),
    ),
    DemoGuide(
        module="signin",
        title="使用密码或短信验证码登录",
        html=(
            "<p>登录页支持<strong>密码登录</strong>和<strong>短信登录</strong>两种方式。"
            "在新的网络环境下首次登录时，平台会向您的邮箱发送验证码进行确认。</p>"
        ),
    ),
    DemoGuide(
        module="signin",
        title="长时间未操作后需要安全验证",
        html=(
            "<p>为保障账户安全，页面长时间无操作后会弹出<em>安全验证</em>窗口，"
            "输入登录密码或短信验证码即可继续使用；也可以选择直接退出。</p>"
        ),
    ),
    DemoGuide(
        module="account",
        title="添加员工并分配角色",
        html=(
            "<p>企业管理员进入<strong>账户中心 → 人员管理</strong>，点击添加员工，"
            "输入手机号和姓名，再为员工勾选各产品下的角色。新员工会收到设置密码的短信。</p>"
        ),
    ),
    DemoGuide(
        module="account",
        title="更换企业管理员",
        html=(
            "<p>当前管理员可在<strong>人员管理</strong>中将管理员移交给另一位在职员工，"
            "移交前需要验证管理员本人的短信验证码。</p>"
        ),
    ),
    DemoGuide(
        module="product",
        title="申请开通产品",
        html=(
            "<p>在产品中心选择需要的产品，点击<strong>申请开通</strong>并上传所需材料。"
            "申请进度可以在产品卡片上查看，审核结果会通过站内消息通知。</p>"
        ),
    ),
)
