-- Neovim setup for the screenshots (neovim-screenshot.sh): the documented setup,
-- Editors/neovim/vflgen.lua, as users have it, then a dark palette and what each picture
-- shows. SHOT=diagnostics: the float of the first diagnostic. SHOT=frames: the server's inlay
-- hints, which Neovim 0.7 cannot show itself (0.10 does, with vim.lsp.inlay_hint.enable), drawn
-- as end-of-line virtual text where 0.10 puts them, the code lenses, and a view's hover.
local here = debug.getinfo(1, "S").source:sub(2):match("(.*)/")
dofile(here .. "/../neovim/vflgen.lua")

vim.o.number = true
vim.o.termguicolors = true
vim.o.signcolumn = "yes"
vim.o.laststatus = 2
vim.diagnostic.config({ virtual_text = true, signs = true, float = { border = "rounded", source = "always" } })

local shot = os.getenv("SHOT") or "diagnostics"

local function show_diagnostic()
  if #vim.diagnostic.get(0) == 0 then return vim.defer_fn(show_diagnostic, 50) end
  vim.api.nvim_win_set_cursor(0, { 7, 25 })
  vim.defer_fn(function() vim.diagnostic.open_float(nil, { scope = "cursor" }) end, 200)
end

local hints = vim.api.nvim_create_namespace("vflgen-screenshot-hints")
local function show_frames()
  local params = {
    textDocument = vim.lsp.util.make_text_document_params(),
    range = { start = { line = 0, character = 0 }, ["end"] = { line = vim.api.nvim_buf_line_count(0), character = 0 } },
  }
  vim.lsp.buf_request(0, "textDocument/inlayHint", params, function(err, result)
    local frames = {}
    for _, hint in ipairs(result or {}) do
      if hint.label:find("×") then table.insert(frames, hint) end
    end
    -- The frames come with the check, after the first answer.
    if err or #frames == 0 then return vim.defer_fn(show_frames, 100) end
    for _, hint in ipairs(frames) do
      vim.api.nvim_buf_set_extmark(0, hints, hint.position.line, 0, { virt_text = { { hint.label, "InlayHint" } }, virt_text_pos = "eol" })
    end
    vim.lsp.codelens.refresh()
    vim.api.nvim_win_set_cursor(0, { 13, 24 })
    vim.defer_fn(function() vim.lsp.buf.hover() end, 300)
  end)
end

vim.api.nvim_create_autocmd("VimEnter", { callback = function()
  vim.defer_fn(shot == "frames" and show_frames or show_diagnostic, 200)
end })

vim.cmd([[
hi Normal guibg=#1c1c1c guifg=#d0d0d0
hi SignColumn guibg=NONE
hi LineNr guifg=#6c6c6c
hi NormalFloat guibg=#303030 guifg=#d0d0d0
hi FloatBorder guibg=#303030 guifg=#808080
hi DiagnosticError guifg=#ff5f5f
hi DiagnosticVirtualTextError guifg=#ff5f5f
hi DiagnosticUnderlineError gui=underline guisp=#ff5f5f
hi InlayHint guifg=#87afd7 guibg=#262a30
hi LspCodeLens guifg=#a8a8a8 gui=italic
hi Comment guifg=#808080
hi StatusLine guibg=#3a3a3a guifg=#d0d0d0 gui=NONE
hi EndOfBuffer guifg=#444444
]])
