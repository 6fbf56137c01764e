-- Neovim as a real editor: opens $VFL_FILE, starts `$VFLGEN lsp` with Neovim's built-in LSP
-- client, waits for the diagnostics it receives, and writes them to $OUTPUT, one per line:
-- "line:col-endline:endcol severity source: message" (0-based, as Neovim stores them).
-- Run by LanguageServerClientTests.swift: nvim --headless --clean -u NONE -l is not in 0.7,
-- so: nvim --headless --clean -u NONE -c "luafile neovim_diagnostics.lua".
local file = os.getenv("VFL_FILE")
local output = os.getenv("OUTPUT")
vim.cmd("edit " .. vim.fn.fnameescape(file))
local client = vim.lsp.start_client({
  name = "vflgen",
  cmd = { os.getenv("VFLGEN"), "lsp" },
  root_dir = vim.fn.fnamemodify(file, ":h"),
})
vim.lsp.buf_attach_client(0, client)
local received = vim.wait(20000, function() return #vim.diagnostic.get(0) > 0 end, 20)
local lines = {}
if not received then table.insert(lines, "timeout: no diagnostics") end
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(lines, string.format("%d:%d-%d:%d %d %s: %s", d.lnum, d.col, d.end_lnum, d.end_col, d.severity, d.source or "", d.message))
end
vim.fn.writefile(lines, output)
vim.lsp.stop_client(client)
vim.wait(5000, function() return vim.lsp.get_client_by_id(client) == nil end, 20)
vim.cmd("qa!")
