"""Missing data: ismissing, rmmissing, fillmissing, standardizeMissing, anymissing, missing."""
