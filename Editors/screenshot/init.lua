-- Neovim 0.7 setup for the screenshot (neovim-screenshot.sh): vflgen lsp through the built-in
-- client, diagnostics as signs, virtual text, underlines and a float; a dark palette.
vim.o.number = true
vim.o.termguicolors = true
vim.o.signcolumn = "yes"
vim.o.laststatus = 2
vim.diagnostic.config({ virtual_text = true, signs = true, float = { border = "rounded", source = "always" } })
vim.api.nvim_create_autocmd("VimEnter", { callback = function()
  local client = vim.lsp.start_client({ name = "vflgen", cmd = { os.getenv("VFLGEN"), "lsp" }, root_dir = vim.fn.getcwd() })
  vim.lsp.buf_attach_client(0, client)
  local function show()
    if #vim.diagnostic.get(0) == 0 then return vim.defer_fn(show, 50) end
    vim.api.nvim_win_set_cursor(0, { 7, 25 })
    vim.defer_fn(function() vim.diagnostic.open_float(nil, { scope = "cursor" }) end, 200)
  end
  vim.defer_fn(show, 50)
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
hi StatusLine guibg=#3a3a3a guifg=#d0d0d0 gui=NONE
hi EndOfBuffer guifg=#444444
]])
