"""The editor setups docs/Editors.md shows, checked against each editor's documented format:
TOML (Helix's languages.toml, Zed's extension.toml) with tomllib, Sublime's LSP settings
with json, Emacs Lisp read as forms (balanced parentheses outside strings, comments and
character literals), Lua loaded (not run) by Neovim's own LuaJIT. Run by
LanguageServerClientTests.swift with pytest."""
import os
import pathlib
import re
import shutil
import subprocess
import tempfile
import tomllib
import json

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[3]
DOCS = (ROOT / "docs" / "Editors.md").read_text()


def blocks(language):
    return [m.group(1) for m in re.finditer(r"^```" + language + r"\n(.*?)^```$", DOCS, re.S | re.M)]


def section(title):
    start = DOCS.index("### " + title)
    end = DOCS.find("\n### ", start + 1)
    return DOCS[start:end if end != -1 else len(DOCS)]


def test_helix_languages_toml():
    [block] = [b for b in re.findall(r"```toml\n(.*?)```", section("Helix"), re.S)]
    config = tomllib.loads(block)
    # Helix's languages.toml: [language-server.NAME] with command/args; [[language]] entries
    # with name, scope, file-types, language-servers naming a defined server.
    server = config["language-server"]["vflgen"]
    assert server["command"] == "vflgen" and server["args"] == ["lsp"]
    [language] = config["language"]
    assert {"name", "scope", "file-types", "language-servers"} <= language.keys()
    assert language["file-types"] == ["vfl"]
    assert all(name in config["language-server"] for name in language["language-servers"])
    assert set(language["indent"]) == {"tab-width", "unit"}


def test_zed_extension_toml():
    [block] = re.findall(r"```toml\n(.*?)```", section("Zed"), re.S)
    config = tomllib.loads(block)
    # Zed's extension.toml: id, name, version, schema_version, [language_servers.ID] with
    # name and the languages it serves (matching languages/vfl/config.toml's name).
    assert {"id", "name", "version", "schema_version"} <= config.keys()
    assert config["schema_version"] == 1
    assert config["language_servers"]["vflgen"]["languages"] == ["VFL"]
    assert 'name = "VFL"' in section("Zed") and 'path_suffixes = ["vfl"]' in section("Zed")


def test_sublime_lsp_settings_json():
    [block] = re.findall(r"```json\n(.*?)```", section("Sublime Text"), re.S)
    client = json.loads(block)["clients"]["vflgen"]
    # sublimelsp's client settings: enabled, command (a list), selector.
    assert client["enabled"] is True and client["command"] == ["vflgen", "lsp"]
    assert client["selector"] == "source.vfl"
    assert set(client) <= {"enabled", "command", "selector", "initializationOptions", "settings"}


def read_elisp_forms(text):
    """The top-level forms of `text`, failing on an unbalanced parenthesis."""
    forms, depth, start, index = [], 0, None, 0
    while index < len(text):
        char = text[index]
        if char == ";":
            index = text.find("\n", index)
            index = len(text) if index == -1 else index
            continue
        if char == '"':
            index += 1
            while text[index] != '"':
                index += 2 if text[index] == "\\" else 1
        elif char == "?" and index + 1 < len(text):
            index += 2 if text[index + 1] == "\\" else 1
        elif char == "(":
            if depth == 0:
                start = index
            depth += 1
        elif char == ")":
            depth -= 1
            assert depth >= 0, f"unbalanced ')' at {index}"
            if depth == 0:
                forms.append(text[start:index + 1])
        index += 1
    assert depth == 0, "unclosed '('"
    return forms


def test_emacs_eglot_elisp():
    [block] = re.findall(r"```elisp\n(.*?)```", section("Emacs"), re.S)
    forms = read_elisp_forms(block)
    heads = [re.match(r"\((\S+)", form).group(1) for form in forms]
    assert heads == ["define-derived-mode", "add-to-list", "with-eval-after-load", "add-hook"]
    assert '("\\\\.vfl\\\\\'" . vfl-mode)' in block
    assert '(vfl-mode "vflgen" "lsp")' in block


def test_elisp_reader_rejects_unbalanced_forms():
    with pytest.raises(AssertionError):
        read_elisp_forms('(add-hook \'vfl-mode-hook #\'eglot-ensure')
    with pytest.raises(AssertionError):
        read_elisp_forms('(message ")")) )')


@pytest.mark.skipif(shutil.which("nvim") is None and "CI" not in os.environ, reason="needs Neovim")
def test_lua_blocks_load_in_neovim():
    for index, block in enumerate(blocks("lua")):
        with tempfile.NamedTemporaryFile("w", suffix=".lua", delete=False) as file:
            file.write(block)
        check = f"lua local f, e = loadfile('{file.name}'); if not f then print(e); vim.cmd('cquit 3') end"
        result = subprocess.run(["nvim", "--headless", "--clean", "-u", "NONE", "-c", check, "-c", "qa!"],
                                capture_output=True, text=True, timeout=60)
        os.unlink(file.name)
        assert result.returncode == 0, (index, result.stdout, result.stderr)
    assert len(blocks("lua")) >= 2
