"""Demo news and help guides (``seed --demo``), in Chinese and English, so the portal reads
whole in either language."""

from dataclasses import dataclass


@dataclass(frozen=True)
class DemoArticle:
    category: str
    title: str
    summary: str
    html: str
    # Published this many days before the seed runs, so the demo always has recent news.
    days_ago: int
    title_en: str
    summary_en: str
    html_en: str


@dataclass(frozen=True)
class DemoGuide:
    module: str
    title: str
    html: str
    title_en: str
    html_en: str


DEMO_ARTICLES: tuple[DemoArticle, ...] = (
    DemoArticle(
        category="platform",
        title="数字供应链金融服务平台正式上线",
        title_en="The digital supply-chain finance platform is live",
        summary_en=(
            "Core enterprises and the companies of their supply chains register, "
            "apply for products, finance and manage their accounts online, in "
            "one place."
        ),
        html_en=(
            "<h2>Corporate finance in one place</h2><p>The digital supply-chain "
            "finance platform goes live today. Once registered and verified "
            "online, a company applies in the product centre for digital credit "
            "vouchers, bill financing, domestic letters of credit and "
            "more.</p><h3>The first services</h3><ul><li>Online company "
            "registration and review</li><li>Product applications and their "
            "progress</li><li>Account centre: personnel, roles and company "
            "information</li><li>Messages and platform "
            "announcements</li></ul><p>For questions, see the help centre on the "
            "home page or contact your account manager.</p>"
        ),
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
        title_en="Account centre upgrade: switch companies, manage roles",
        summary_en=(
            "One user switches between their companies at once; a company "
            "administrator gives employees handler, reviewer and other roles per "
            "product."
        ),
        html_en=(
            "<p>After this upgrade, the companies of one mobile number are "
            "switched at the top of the page, without signing in again.</p><p>A "
            "company administrator adds employees under "
            "<strong>Personnel</strong>, gives them roles (handler, reviewer, "
            "query and more) and disables the accounts of people who left, with "
            "immediate effect.</p><table><thead><tr><th>Role</th><th>What it "
            "does</th></tr></thead><tbody><tr><td>Administrator</td><td>Manages "
            "the company's information and "
            "personnel</td></tr><tr><td>Handler</td><td>Submits business "
            "applications</td></tr><tr><td>Reviewer</td><td>Reviews what "
            "handlers submitted</td></tr></tbody></table>"
        ),
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
        title_en="Routine maintenance this Saturday",
        summary_en=(
            "The platform is under routine maintenance early on Saturday; some "
            "functions pause meanwhile."
        ),
        html_en=(
            "<p>To keep the service stable, the platform is under routine "
            "maintenance this Saturday from 00:00 to 04:00. Sign-in, "
            "registration and applications pause meanwhile; applications already "
            "submitted are not affected.</p><p>We apologise for the "
            "inconvenience.</p>"
        ),
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
        title_en="Policy: the guidelines on supply-chain finance in brief",
        summary_en=(
            "What the regulators expect of supply-chain finance: confirmation by "
            "core enterprises, receivables finance and the use of financial "
            "technology."
        ),
        html_en=(
            "<p>The authorities have issued guidelines for the sound development "
            "of supply-chain finance. Their main points:</p><ol><li>Serve the "
            "real economy and raise the level of financial services along whole "
            "industry chains;</li><li>Support core enterprises in confirming "
            "their payables, easing receivables finance for small and "
            "medium-sized companies;</li><li>Regulate supply-chain bills and "
            "electronic credit vouchers and prevent disorderly "
            "expansion;</li><li>Use financial technology to check that trades "
            "are real and to manage risk.</li></ol><p>The platform keeps its "
            "processes in line with these requirements.</p>"
        ),
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
        title_en="Prompt payment of small and medium-sized companies, explained",
        summary_en=(
            "Public bodies and large companies buying goods, works or services "
            "from small and medium-sized companies must pay them on time, as "
            "agreed."
        ),
        html_en=(
            "<p>The rules on prompt payment forbid large companies to use their "
            "position to delay paying small and medium-sized companies, or to "
            "stretch payment terms through commercial bills or other non-cash "
            "means.</p><blockquote>Confirming promptly and paying on time is the "
            "credit the whole supply chain stands on.</blockquote><p>An "
            "electronic credit voucher opened on the platform fixes its payment "
            "date when it is opened and is settled automatically when due.</p>"
        ),
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
        title_en="Receivables finance for small manufacturing suppliers",
        summary_en=(
            "An equipment maker finances more than two hundred suppliers through "
            "the platform, on receivables it confirmed."
        ),
        html_en=(
            "<p>Since joining the platform, an equipment maker confirms its "
            "payables to suppliers online; a supplier finances its electronic "
            "credit voucher with a funder and receives the money within one "
            "working day instead of weeks.</p><p>More than two hundred of its "
            "suppliers have registered on the platform so far.</p>"
        ),
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
        title_en="How to register a company",
        html_en=(
            "<ol><li>On the home page choose <strong>Register</strong>, then "
            "enter your mobile number, the image code and the SMS "
            "code;</li><li>Enter the company name, its unified social credit "
            "code and the legal representative, and upload the business "
            "licence;</li><li>Verify the handler's identity and complete face "
            "recognition;</li><li>Wait for the platform's review; once approved, "
            "sign in.</li></ol>"
        ),
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
        title_en="My registration was sent back",
        html_en=(
            "<p>The page lists each item to change. Change them as asked and "
            "submit again; everything else you entered is kept.</p>"
        ),
        html=(
            "<p>审核被退回时，页面会逐项列出需要修改的内容。按提示修改后重新提交即可，"
            "已填写的其他资料会保留。</p>"
        ),
    ),
    DemoGuide(
        module="signin",
        title="使用密码或短信验证码登录",
        title_en="Sign in with a password or an SMS code",
        html_en=(
            "<p>The sign-in page offers <strong>password</strong> and "
            "<strong>SMS code</strong>. When you sign in from a new network for "
            "the first time, the platform also sends a code to your e-mail "
            "address to confirm it is you.</p>"
        ),
        html=(
            "<p>登录页支持<strong>密码登录</strong>和<strong>短信登录</strong>两种方式。"
            "在新的网络环境下首次登录时，平台会向您的邮箱发送验证码进行确认。</p>"
        ),
    ),
    DemoGuide(
        module="signin",
        title="长时间未操作后需要安全验证",
        title_en="Security check after a long pause",
        html_en=(
            "<p>To protect your account, a <em>security verification</em> window "
            "opens after a long time without activity: enter your password or an "
            "SMS code to go on, or sign out.</p>"
        ),
        html=(
            "<p>为保障账户安全，页面长时间无操作后会弹出<em>安全验证</em>窗口，"
            "输入登录密码或短信验证码即可继续使用；也可以选择直接退出。</p>"
        ),
    ),
    DemoGuide(
        module="account",
        title="添加员工并分配角色",
        title_en="Add employees and give them roles",
        html_en=(
            "<p>A company administrator opens <strong>Account centre → "
            "Personnel</strong>, adds an employee with their mobile number and "
            "name, and ticks their roles in each product. The new employee "
            "receives an SMS to set a password.</p>"
        ),
        html=(
            "<p>企业管理员进入<strong>账户中心 → 人员管理</strong>，点击添加员工，"
            "输入手机号和姓名，再为员工勾选各产品下的角色。新员工会收到设置密码的短信。</p>"
        ),
    ),
    DemoGuide(
        module="account",
        title="更换企业管理员",
        title_en="Hand over the administrator role",
        html_en=(
            "<p>The administrator hands the role to another active employee "
            "under <strong>Personnel</strong>, after confirming with an SMS code "
            "sent to the administrator.</p>"
        ),
        html=(
            "<p>当前管理员可在<strong>人员管理</strong>中将管理员移交给另一位在职员工，"
            "移交前需要验证管理员本人的短信验证码。</p>"
        ),
    ),
    DemoGuide(
        module="product",
        title="申请开通产品",
        title_en="Apply for a product",
        html_en=(
            "<p>In the product centre, choose a product, select "
            "<strong>Apply</strong> and upload the documents asked for. The "
            "product's card shows the progress; the decision arrives as a "
            "message.</p>"
        ),
        html=(
            "<p>在产品中心选择需要的产品，点击<strong>申请开通</strong>并上传所需材料。"
            "申请进度可以在产品卡片上查看，审核结果会通过站内消息通知。</p>"
        ),
    ),
)
