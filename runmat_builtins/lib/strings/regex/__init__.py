"""Regular expressions: regexp, regexpi, regexprep (MATLAB syntax translated to Python re)."""
