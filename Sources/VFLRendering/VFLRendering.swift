// Rendering: constraint lists → render context → templates → Swift source.
