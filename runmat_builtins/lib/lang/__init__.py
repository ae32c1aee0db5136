"""Language builtins that need VM services (errors, eval, workspaces, function handles)."""
