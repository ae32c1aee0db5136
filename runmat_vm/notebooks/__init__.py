"""Notebooks: MATLAB live scripts and cell scripts as Jupyter notebooks and back
(:mod:`.livescript`), run headless with outputs and figures stored (:mod:`.runner`)."""
