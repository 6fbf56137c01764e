"""End to end: `vflgen lsp` driven by pytest-lsp, a third-party client that checks every
message against the LSP's types (lsprotocol). Run by LanguageServerClientTests.swift with
VFLGEN set to the built executable."""
import asyncio
import os
import pathlib
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
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual-studio-code"),
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
