"""HTML kept on write, and the summaries lists show."""

from message.html import clean_html, paragraph, plain_text, summary_of


class TestCleanHtml:
    def test_keeps_formatting_and_safe_links(self) -> None:
        html = '<h2>标题</h2><p><strong>粗</strong> <a href="mailto:ops@example.com">邮件</a></p>'

        assert clean_html(html) == (
            '<h2>标题</h2><p><strong>粗</strong> <a href="mailto:ops@example.com" '
            'target="_blank" rel="noopener noreferrer">邮件</a></p>'
        )

    def test_drops_scripts_handlers_frames_and_script_urls(self) -> None:
        html = (
            '<p style="x" onmouseover="a()">t</p><iframe src="https://e.com"></iframe>'
            '<img src="javascript:alert(1)" onerror="b()"><style>p{}</style><!-- note -->'
        )

        assert clean_html(html) == "<p>t</p><img>"

    def test_escapes_text_that_looks_like_markup(self) -> None:
        assert clean_html("a < b & c") == "a &lt; b &amp; c"


class TestSummary:
    def test_is_the_text_with_blocks_apart_and_entities_decoded(self) -> None:
        assert plain_text(clean_html("<p>a &amp; b</p><p>c</p>")) == "a & b c"

    def test_long_texts_are_cut_with_an_ellipsis(self) -> None:
        summary = summary_of(clean_html("<p>" + "字" * 150 + "</p>"))

        assert (len(summary), summary[-1]) == (100, "…")

    def test_short_texts_stay_whole(self) -> None:
        assert summary_of("<p>short</p>") == "short"


class TestParagraph:
    def test_payload_text_is_escaped(self) -> None:
        assert paragraph('<b>"公司"</b>') == "<p>&lt;b&gt;&quot;公司&quot;&lt;/b&gt;</p>"
