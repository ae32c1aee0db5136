"""A template RunMat plugin; the builtins live in :mod:`runmat_plugin_template.builtins`."""
