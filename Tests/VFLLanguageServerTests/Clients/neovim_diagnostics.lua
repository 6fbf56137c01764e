-- Neovim as a real editor, set up by the docs' own file (Editors/neovim/vflgen.lua, loaded
-- first with `-c "luafile …"`; `vflgen` is found on PATH as the docs say): opens $VFL_FILE,
-- waits for the diagnostics the server publishes and the code lenses the setup asks for, and
-- writes to $OUTPUT the filetype, the diagnostics ("line:col-endline:endcol severity source:
-- message", 0-based, as Neovim stores them) and the lenses' titles.
-- Run by LanguageServerClientTests.swift: nvim --headless --clean -u NONE -l is not in 0.7, so:
-- nvim --headless --clean -u NONE -c "luafile vflgen.lua" -c "luafile neovim_diagnostics.lua".
local file = os.getenv("VFL_FILE")
local output = os.getenv("OUTPUT")
vim.cmd("edit " .. vim.fn.fnameescape(file))
local lines = { "filetype " .. vim.bo.filetype }
local received = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 20)
if not received then table.insert(lines, "timeout: no diagnostics") end
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(lines, string.format("%d:%d-%d:%d %d %s: %s", d.lnum, d.col, d.end_lnum, d.end_col, d.severity, d.source or "", d.message))
end
local buffer = vim.api.nvim_get_current_buf()
local lensed = vim.wait(20000, function() return #vim.lsp.codelens.get(buffer) > 0 end, 20)
if not lensed then table.insert(lines, "timeout: no code lenses") end
for _, lens in ipairs(vim.lsp.codelens.get(buffer)) do
  table.insert(lines, string.format("lens %d: %s", lens.range.start.line, lens.command and lens.command.title or "?"))
end
vim.fn.writefile(lines, output)
local clients = vim.lsp.get_active_clients()
for _, client in ipairs(clients) do client.stop() end
vim.wait(5000, function() return #vim.lsp.get_active_clients() == 0 end, 20)
vim.cmd("qa!")
