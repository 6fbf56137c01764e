-- vflgen for Neovim 0.7 and later, without plugins: *.vfl files get the filetype "vfl" and
-- `vflgen lsp` (one server per project: the folder of the nearest vflgen.json, else the
-- file's folder). Code lenses ("Check all presets", "Preview") are shown on each layout and
-- run with :lua vim.lsp.codelens.run(); Neovim 0.10+ shows the inlay hints (frames).
vim.api.nvim_create_autocmd({ "BufRead", "BufNewFile" }, {
  pattern = "*.vfl",
  callback = function(args) vim.bo[args.buf].filetype = "vfl" end,
})

local function on_attach(_, buffer)
  -- Once the server is ready (a refresh before that is never answered in 0.7).
  vim.api.nvim_create_autocmd({ "BufEnter", "InsertLeave", "BufWritePost" }, {
    group = vim.api.nvim_create_augroup("vflgen-codelens-" .. buffer, { clear = true }),
    buffer = buffer,
    callback = function() vim.lsp.codelens.refresh() end,
  })
  vim.lsp.codelens.refresh()
  if vim.lsp.inlay_hint then pcall(vim.lsp.inlay_hint.enable, true, { bufnr = buffer }) end
end

local servers = {}
vim.api.nvim_create_autocmd("FileType", {
  pattern = "vfl",
  callback = function(args)
    local folder = vim.fn.fnamemodify(vim.api.nvim_buf_get_name(args.buf), ":p:h")
    local config = vim.fn.findfile("vflgen.json", folder .. ";")
    local root = config ~= "" and vim.fn.fnamemodify(config, ":p:h") or folder
    local id = servers[root]
    if not id or not vim.lsp.get_client_by_id(id) then
      id = vim.lsp.start_client({
        name = "vflgen",
        cmd = { "vflgen", "lsp" },
        root_dir = root,
        init_options = { device = "iPhone 16 Pro (portrait)", contentSize = "L" },
        on_attach = on_attach,
      })
      servers[root] = id
    end
    vim.lsp.buf_attach_client(args.buf, id)
  end,
})
