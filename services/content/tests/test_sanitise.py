"""What survives cleaning: a news page's HTML, never anything that runs."""

import pytest

from content.sanitise import clean_html, has_image, plain_text, search_text

FILE_SRC = "/api/web/portal/api/third/file/down/load?fileToken=Ab3_-x"

# (attack, a fragment that must not survive) — each is a known way to run script.
ATTACKS = [
    ("<script>alert(1)</script><p>ok</p>", "alert"),
    ("<SCRIPT SRC=https://evil.example/x.js></SCRIPT><p>ok</p>", "evil"),
    ('<p onclick="alert(1)">ok</p>', "onclick"),
    ('<img src="https://a.example/i.png" onerror="alert(1)">', "onerror"),
    ('<a href="https://a.example" onmouseover="alert(1)">ok</a>', "onmouseover"),
    ('<a href="javascript:alert(1)">ok</a>', "javascript"),
    ('<a href="JaVaScRiPt:alert(1)">ok</a>', "alert"),
    ('<a href="java&#x09;script:alert(1)">ok</a>', "alert"),
    ('<a href="&#106;avascript:alert(1)">ok</a>', "alert"),
    ('<a href="  javascript:alert(1)">ok</a>', "alert"),
    ('<a href="vbscript:msgbox(1)">ok</a>', "vbscript"),
    ('<a href="data:text/html,<script>alert(1)</script>">ok</a>', "data:"),
    ('<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">', "data:"),
    ("<svg onload=alert(1)><circle/></svg><p>ok</p>", "onload"),
    ("<style>body{background:url(javascript:alert(1))}</style><p>ok</p>", "background"),
    ('<p style="background:url(javascript:alert(1))">ok</p>', "style"),
    ('<iframe src="https://evil.example"></iframe><p>ok</p>', "iframe"),
    ('<object data="https://evil.example/x.swf"></object><p>ok</p>', "object"),
    ('<embed src="https://evil.example/x.swf"><p>ok</p>', "embed"),
    ('<form action="https://evil.example"><input name="pwd"></form><p>ok</p>', "form"),
    ('<meta http-equiv="refresh" content="0;url=https://evil.example"><p>ok</p>', "refresh"),
    ('<base href="https://evil.example/"><p>ok</p>', "base"),
    ('<link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>', "stylesheet"),
    ('<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', "onerror"),
    ("<!--<img src=x onerror=alert(1)>--><p>ok</p>", "onerror"),
    ('<p id="login" class="x" name="y">ok</p>', "login"),
]


class TestAttacks:
    @pytest.mark.parametrize(("attack", "forbidden"), ATTACKS)
    def test_nothing_that_runs_survives(self, attack: str, forbidden: str) -> None:
        cleaned = clean_html(attack)

        assert forbidden.lower() not in cleaned.lower()
        assert "<script" not in cleaned.lower()

    def test_the_safe_text_around_an_attack_is_kept(self) -> None:
        assert clean_html("<script>alert(1)</script><p>ok</p>") == "<p>ok</p>"
        assert clean_html('<p onclick="alert(1)" style="color:red">ok</p>') == "<p>ok</p>"


class TestLinks:
    @pytest.mark.parametrize(
        "href", ["https://example.com/a?b=1", "http://example.com", "mailto:help@example.com"]
    )
    def test_web_and_mail_links_are_kept_and_open_safely(self, href: str) -> None:
        cleaned = clean_html(f'<a href="{href}" target="_self" rel="opener">x</a>')

        assert f'href="{href}"' in cleaned
        assert 'rel="noopener noreferrer"' in cleaned
        assert 'target="_blank"' in cleaned
        assert 'rel="opener"' not in cleaned

    @pytest.mark.parametrize(
        "href", ["/index/help", "//evil.example/x", "tel:123", "ftp://example.com", "#top"]
    )
    def test_other_links_lose_their_target(self, href: str) -> None:
        cleaned = clean_html(f'<a href="{href}">x</a>')

        assert "href" not in cleaned
        assert cleaned.endswith(">x</a>")


class TestImages:
    @pytest.mark.parametrize("src", ["https://cdn.example.com/a.png", FILE_SRC])
    def test_https_and_portal_file_images_are_kept(self, src: str) -> None:
        cleaned = clean_html(f'<img src="{src}" alt="chart" width="320" height="50px">')

        assert f'src="{src}"' in cleaned
        assert 'alt="chart"' in cleaned
        assert 'width="320"' in cleaned
        assert "height" not in cleaned  # not a plain number

    @pytest.mark.parametrize(
        "src",
        [
            "http://cdn.example.com/a.png",
            "/api/web/portal/api/third/file/down/load?fileToken=abc&next=/logout",
            "/api/web/portal/api/login/user/logout",
            "//evil.example/a.png",
            "a.png",
        ],
    )
    def test_other_sources_are_removed(self, src: str) -> None:
        cleaned = clean_html(f'<img src="{src}">')

        assert "src" not in cleaned
        assert not has_image(cleaned)


class TestFormatting:
    def test_headings_lists_tables_and_inline_formatting_are_kept(self) -> None:
        html = (
            "<h2>Title</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s> x<sub>2</sub></p>"
            '<ul><li>one</li></ul><ol start="3"><li>three</li></ol>'
            '<table><thead><tr><th colspan="2">h</th></tr></thead>'
            "<tbody><tr><td>1</td><td>2</td></tr></tbody></table><blockquote>q</blockquote>"
        )

        assert clean_html(html) == html


class TestPlainText:
    def test_blocks_separate_words_and_entities_are_decoded(self) -> None:
        assert plain_text("<h1>A</h1><p>b&amp;c</p><ul><li>d</li><li>e</li></ul>") == "A b&c d e"

    def test_search_text_folds_case_beyond_ascii(self) -> None:
        assert search_text("Über", "ÉTÉ", "供应链") == "über été 供应链"
