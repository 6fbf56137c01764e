"""End to end: `vflgen lsp` driven by pytest-lsp, a third-party client that checks every
message against the LSP's types (lsprotocol). Run by LanguageServerClientTests.swift with
VFLGEN set to the built executable."""
import asyncio
import os
import pathlib
import shutil
import tempfile

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities

VFLGEN = os.environ["VFLGEN"]
FOLDER = pathlib.Path(tempfile.mkdtemp(prefix="vflgen-pytest-lsp-"))
PATH = FOLDER / "Card.vfl"
URI = PATH.as_uri()
TEXT = """layout Card {
  view title: UILabel
  view badge
    metric padding = 16

    H:|-padding-[title]-[bagde]-|
    V:|-[title]
}
"""
PATH.write_text(TEXT)


def position_of(text, needle, occurrence=0, delta=0):
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    index += delta
    line = text.count("\n", 0, index)
    return types.Position(line=line, character=index - (text.rfind("\n", 0, index) + 1))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[VFLGEN, "lsp"]))
async def client(lsp_client: LanguageClient):
    capabilities = client_capabilities("visual-studio-code")
    # VS Code asks for inlay hints again when the server says so (its recorded capabilities
    # predate the field): the server's refresh after the check is counted.
    capabilities.workspace.inlay_hint = types.InlayHintWorkspaceClientCapabilities(refresh_support=True)
    lsp_client.inlay_hint_refreshes = 0

    @lsp_client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def inlay_hint_refresh(params=None):
        lsp_client.inlay_hint_refreshes += 1

    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities,
            workspace_folders=[types.WorkspaceFolder(uri=FOLDER.as_uri(), name="cards")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def open_card(client):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=URI, language_id="vfl", version=1, text=TEXT)
        )
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[URI]


@pytest.mark.asyncio(loop_scope="function")
async def test_diagnostics_quick_fix_and_check_findings(client: LanguageClient):
    diagnostics = await open_card(client)
    assert [d.code for d in diagnostics] == ["unknown-view"]
    [error] = diagnostics
    assert error.severity == types.DiagnosticSeverity.Error
    assert error.message == "unknown view 'bagde'"
    assert error.range == types.Range(start=position_of(TEXT, "bagde"), end=position_of(TEXT, "bagde", delta=5))
    assert error.related_information[0].message == "did you mean 'badge'?"

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI), range=error.range,
            context=types.CodeActionContext(diagnostics=[error]),
        )
    )
    [fix] = [a for a in actions if a.title == "Replace 'bagde' with 'badge'"]
    [edit] = fix.edit.changes[URI]
    assert edit.range == error.range and edit.new_text == "badge"

    # Apply it as an incremental change: the file compiles (the compiler's diagnostics come
    # first, empty), and the check, run in the background, speaks.
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangePartial(range=edit.range, text="badge")],
        )
    )
    for _ in range(600):
        if client.diagnostics[URI] and client.diagnostics[URI][0].code != "unknown-view":
            break
        await asyncio.sleep(0.05)
    findings = client.diagnostics[URI]
    assert findings, "badge has no vertical position: the check reports it"
    assert all(d.code.startswith("layout-") and d.source == "vflgen" for d in findings), [d.code for d in findings]
    ambiguity = next(d for d in findings if d.code == "layout-ambiguity" and "'badge'" in d.message)
    assert ambiguity.range.start == position_of(TEXT, "badge")  # at the view's declaration

    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=URI), range=ambiguity.range,
            context=types.CodeActionContext(diagnostics=[ambiguity]),
        )
    )
    titles = [a.title for a in actions]
    assert any(t.startswith("Add V:") for t in titles), titles
    ignore = next(a for a in actions if a.title.startswith("Ignore this ambiguity"))
    [edit] = ignore.edit.changes[URI]
    assert edit.new_text == "  // vflgen:ignore ambiguity"


@pytest.mark.asyncio(loop_scope="function")
async def test_hover_completion_rename_formatting(client: LanguageClient):
    await open_card(client)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=position_of(TEXT, "title", occurrence=1, delta=2))
    )
    assert "view `title` (`UILabel`)" in hover.contents.value
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=URI), position=position_of(TEXT, "V:|-[", delta=2))
    )
    assert "title.top == margins.top" in hover.contents.value

    completion = await client.text_document_completion_async(
        types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=position_of(TEXT, "[title]", delta=1))
    )
    assert {"title", "badge"} <= {item.label for item in completion.items}

    rename = await client.text_document_rename_async(
        types.RenameParams(text_document=types.TextDocumentIdentifier(uri=URI), position=position_of(TEXT, "title"), new_name="heading")
    )
    assert len(rename.changes[URI]) == 3 and all(e.new_text == "heading" for e in rename.changes[URI])
    with pytest.raises(Exception, match="Swift keyword"):
        await client.text_document_rename_async(
            types.RenameParams(text_document=types.TextDocumentIdentifier(uri=URI), position=position_of(TEXT, "title"), new_name="class")
        )

    [format_edit] = await client.text_document_formatting_async(
        types.DocumentFormattingParams(
            text_document=types.TextDocumentIdentifier(uri=URI), options=types.FormattingOptions(tab_size=4, insert_spaces=True)
        )
    )
    assert format_edit.new_text.splitlines()[1] == "    view title: UILabel"

    tokens = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert tokens.data and len(tokens.data) % 5 == 0

    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=URI))
    )
    assert [s.name for s in symbols] == ["Card"]
    assert [c.name for c in symbols[0].children] == ["title", "badge", "padding"]

    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="pad"))
    assert [s.name for s in found] == ["padding"]

    definition = await client.text_document_definition_async(
        types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=URI), position=position_of(TEXT, "padding", occurrence=1))
    )
    assert definition.range.start == position_of(TEXT, "padding")


@pytest.mark.asyncio(loop_scope="function")
async def test_crlf_and_positions_past_the_end_of_a_line(client: LanguageClient):
    """Issue 42 §4: in a CRLF file, an insertion at a character past a line's end lands at the
    line's end, before its line break; diagnostics of later lines keep their positions."""
    uri = (FOLDER / "Crlf.vfl").as_uri()
    text = "layout Crlf {\r\n    view title\r\n    view badge\r\n    H:|-[title]-[badge]-|\r\n    V:|-[title]-[badge]-|\r\n}\r\n"
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=uri, language_id="vfl", version=1, text=text))
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert [d for d in client.diagnostics[uri] if d.severity == types.DiagnosticSeverity.Error] == []

    version = 1
    for line, inserted in ((1, ": UILabel"), (2, ": UIImageView"), (4, "x")):
        version += 1
        client.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[types.TextDocumentContentChangePartial(
                    range=types.Range(start=types.Position(line=line, character=1000), end=types.Position(line=line, character=1000)), text=inserted)],
            )
        )
    for _ in range(200):
        errors = [d for d in client.diagnostics[uri] if d.severity == types.DiagnosticSeverity.Error]
        if errors:
            break
        await asyncio.sleep(0.05)
    # Only the stray 'x' after line 5's VFL is an error, at the end of that line (before \r\n).
    [error] = errors
    assert error.code == "trailing-garbage", error
    assert error.range.start == types.Position(line=4, character=len("    V:|-[title]-[badge]-|"))
    assert "\r" not in error.message

    tokens = await client.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=types.TextDocumentIdentifier(uri=uri))
    )
    # The token for UILabel on line 1 starts after "    view title: " and ends within the line.
    line, character, found = 0, 0, False
    for index in range(0, len(tokens.data), 5):
        delta_line, delta_start, length = tokens.data[index:index + 3]
        line += delta_line
        character = character + delta_start if delta_line == 0 else delta_start
        if line == 1 and character == len("    view title: "):
            found = length == len("UILabel")
    assert found, tokens.data


ROW_PATH = FOLDER / "Row.vfl"
ROW_URI = ROW_PATH.as_uri()
ROW = """layout Row {
    view title: UILabel intrinsic 100x20
    view badge: UILabel intrinsic 40x20
    metric gap = 12

    H:|-[title]-gap-[badge]
    V:|-[title]
    V:|-[badge]
}
"""
ROW_PATH.write_text(ROW)
WHOLE = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=9, character=0))


async def open_row(client):
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(text_document=types.TextDocumentItem(uri=ROW_URI, language_id="vfl", version=1, text=ROW))
    )
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)


async def frame_hints(client):
    """The inlay hints once the check's frames are in (asked again after each refresh)."""
    for _ in range(400):
        hints = await client.text_document_inlay_hint_async(
            types.InlayHintParams(text_document=types.TextDocumentIdentifier(uri=ROW_URI), range=WHOLE)
        )
        if any("×" in hint.label for hint in hints):
            return hints
        await asyncio.sleep(0.05)
    raise AssertionError("no frames in the inlay hints")


@pytest.mark.asyncio(loop_scope="function")
async def test_inlay_hints_show_frames_and_metric_values(client: LanguageClient):
    """Issue 41 §2: the frame after each view's declaration at the default configuration
    (iPhone 16 Pro portrait: margins 16 at the sides, the safe area's 62 at the top), the
    metric's number after its use; the server asks for a refresh once the check is done."""
    await open_row(client)
    hints = await frame_hints(client)
    by_label = {hint.label: hint for hint in hints}
    title = by_label["100×20 at (16, 62)"]
    assert title.position == position_of(ROW, "intrinsic 100x20", delta=len("intrinsic 100x20"))
    assert title.padding_left and "iPhone 16 Pro (portrait)" in title.tooltip.value
    badge = by_label["40×20 at (128, 62)"]  # 16 + 100 + gap 12
    assert badge.position.line == 2
    gap = by_label["=12"]
    assert gap.position == position_of(ROW, "-gap-", delta=4)
    assert [hint.label for hint in hints] == ["100×20 at (16, 62)", "40×20 at (128, 62)", "=12"]
    assert client.inlay_hint_refreshes >= 1

    # Another device through the command: the iPhone SE's safe area top is 20.
    result = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(command="vflgen.selectDevice", arguments=["iPhone SE (3rd generation) (portrait)"])
    )
    assert result["shown"]["uikit"] == "iPhone SE (3rd generation) (portrait)" and result["contentSize"] == "L"
    hints = await frame_hints(client)
    assert [hint.label for hint in hints][:2] == ["100×20 at (16, 20)", "40×20 at (128, 20)"]
    with pytest.raises(Exception, match="no device preset named 'iPhone 99'"):
        await client.workspace_execute_command_async(
            types.ExecuteCommandParams(command="vflgen.selectDevice", arguments=["iPhone 99"])
        )


@pytest.mark.asyncio(loop_scope="function")
async def test_hover_on_a_view_shows_its_frames(client: LanguageClient):
    """Issue 41 §4: at the chosen configuration and at the smallest and largest sizes the
    check uses (iPhone SE portrait, iPad Pro 13-inch portrait: its safe area top is 24)."""
    await open_row(client)
    await frame_hints(client)
    hover = await client.text_document_hover_async(
        types.HoverParams(text_document=types.TextDocumentIdentifier(uri=ROW_URI), position=position_of(ROW, "badge", occurrence=1, delta=1))
    )
    text = hover.contents.value
    assert "| iPhone 16 Pro (portrait), L (chosen) | 128 | 62 | 40 | 20 |" in text, text
    assert "| smallest: iPhone SE (3rd generation) (portrait) | 128 | 20 | 40 | 20 |" in text, text
    assert "| largest: iPad Pro 13-inch (M4) (portrait) | 132 | 24 | 40 | 20 |" in text, text


@pytest.mark.asyncio(loop_scope="function")
async def test_code_lenses_check_all_presets_and_preview(client: LanguageClient):
    """Issue 41 §3: the two lenses on the layout's name, each running its command."""
    await open_card(client)
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=URI)))
    assert [lens.command.title for lens in lenses] == ["Check all presets", "Preview"]
    assert all(lens.range.start == position_of(TEXT, "Card") for lens in lenses)

    # Card has a misspelt view: both commands refuse until it is fixed.
    with pytest.raises(Exception, match="has errors"):
        await client.workspace_execute_command_async(types.ExecuteCommandParams(command=lenses[0].command.command, arguments=lenses[0].command.arguments))
    fixed = TEXT.replace("bagde", "badge")
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=URI, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=fixed)],
        )
    )
    check = await client.workspace_execute_command_async(types.ExecuteCommandParams(command=lenses[0].command.command, arguments=lenses[0].command.arguments))
    # Every preset, left-to-right and right-to-left (the layout uses leading and trailing).
    assert check["layout"] == "Card" and len(check["sizes"]) == 20, check["sizes"]
    assert check["sizes"][:2] == ["iPhone SE (3rd generation) (portrait)", "iPhone SE (3rd generation) (portrait), right-to-left"]
    codes = {finding["code"] for finding in check["findings"]}
    assert "layout-ambiguity" in codes  # badge has no vertical position
    ambiguity = next(f for f in check["findings"] if f["code"] == "layout-ambiguity" and "'badge'" in f["message"])
    assert len(ambiguity["data"]["sizes"]) == 20, ambiguity["data"]
    assert any(message.message.startswith("Card: ") for message in client.messages)

    preview = await client.workspace_execute_command_async(types.ExecuteCommandParams(command=lenses[1].command.command, arguments=lenses[1].command.arguments))
    index = pathlib.Path(preview["path"])
    # One picture per size (the right-to-left ones differ: the layout mirrors).
    assert index.name == "index.html" and index.is_file() and preview["pictures"] == 20
    assert len(list(index.parent.glob("*.svg"))) == 20
    assert "Card" in index.read_text()
    # The client can show documents: the server asked it to open the gallery.
    assert [shown.uri for shown in client.shown_documents] == [index.as_uri()]
    shutil.rmtree(index.parent)
